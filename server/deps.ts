import type { Kysely } from 'kysely';
import type { Catalogs } from './catalog/ports.ts';
import type { Database } from './db/schema.ts';

/** What every protected /api route plugin receives (server/routes/index.ts hands it on). */
export interface RouteDeps {
  db: Kysely<Database>;
  /** The upstream systems, injected by buildApp (main.ts gives the real or seeded ones; tests their own). */
  catalogs: Catalogs;
}
