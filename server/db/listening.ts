/**
 * A LISTEN under way: calling it stops it. `caughtUp` resolves once every notification on its channel committed
 * before the call has been handed to `onMessage` (it rejects when that cannot be known: the connection is lost).
 * PGlite hands a notification over before the query that committed it ends, so it resolves at once there; on
 * PostgreSQL another process's notification comes on the LISTEN connection a moment after its writer's answer,
 * and this waits for it (see listen-postgres.ts).
 */
export interface Listening {
  (): Promise<void>;
  caughtUp?: () => Promise<void>;
}

/**
 * Subscribes to a database notification channel (the live schedule, server/live): `onMessage` gets each payload, in
 * commit order; `onLost` is called when the subscription is lost (notifications from then on go unheard), `onGap`
 * when it was taken up again (notifications in between are gone). Resolves once listening, with the function that
 * stops it. DatabaseHandle.listen is one (open.ts): PGlite in-process (pglite.ts), PostgreSQL on a connection of its
 * own (listen-postgres.ts).
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
  onLost?: () => void,
) => Promise<Listening>;
