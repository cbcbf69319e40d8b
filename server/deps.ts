import type { Kysely } from 'kysely';
import type { Catalogs } from './catalog/ports.ts';
import type { Database } from './db/schema.ts';
import type { ScheduleHub } from './live/schedule-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live schedule and kept schedule days (tests read its figures). */
    scheduleHub: ScheduleHub;
  }
  interface FastifyRequest {
    /**
     * The database for this request's queries: the transaction a request holding an Idempotency-Key runs in
     * (docs/decisions/005-idempotency.md), else the app's. Route handlers use this.
     */
    db: Kysely<Database>;
  }
}

/** What every protected /api route plugin receives (server/routes/index.ts hands it on). */
export interface RouteDeps {
  // No database here: handlers use `request.db`, so none can reach past its request's transaction (on PGlite's one
  // connection that would wait forever).
  /** The upstream systems, injected by buildApp (main.ts gives the real or seeded ones; tests their own). */
  catalogs: Catalogs;
  /** The live schedule: the event streams of restaurant days (routes/bookings.ts). */
  live: ScheduleHub;
}
