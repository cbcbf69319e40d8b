/**
 * A LISTEN under way: calling it stops it. `caughtUp` resolves once every notification on its channels committed
 * before the call has been handed to its handler (it rejects when that cannot be known: the connection is lost). One
 * catch-up covers every channel: a session is handed all its channels' notifications in the order they committed.
 * PGlite hands a notification over before the query that committed it ends, so it resolves at once there; on
 * PostgreSQL another process's notification comes on the LISTEN connection a moment after its writer's answer,
 * and this waits for it (see listen-postgres.ts).
 */
export interface Listening {
  (): Promise<void>;
  caughtUp?: () => Promise<void>;
}

/** A LISTEN's channels, each with what gets its payloads. */
export type ListenHandlers = Readonly<Record<string, (payload: string) => void>>;

/**
 * Subscribes to database notification channels (the live schedule, server/live), all on one subscription: each
 * channel's handler gets its payloads, all channels' in commit order; `onLost` is called when the subscription is
 * lost (notifications from then on go unheard), `onGap` once it was taken up again on every channel (notifications
 * in between are gone). Resolves once listening on every channel, with the function that stops it.
 * DatabaseHandle.listen is one (open.ts): PGlite in-process (pglite.ts), PostgreSQL on one connection of its own
 * (listen-postgres.ts).
 */
export type Listen = (handlers: ListenHandlers, onGap: () => void, onLost?: () => void) => Promise<Listening>;
