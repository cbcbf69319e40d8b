import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** The provider's own tables (migration 005-idp-store.sql); the rest of the server never reads them. */
export type IdpTables = {
  idp_payloads: {
    model: string;
    id: string;
    /** Written as its JSON text, read back as the object. */
    payload: ColumnType<AdapterPayload, string, string>;
    grant_id: string | null;
    uid: string | null;
    user_code: string | null;
    expires_at: string | null;
    consumed_at: string | null;
  };
  idp_secrets: {
    id: number;
    secrets: ColumnType<unknown, string, string>;
    created_at: Generated<string>;
  };
};

// Any Kysely of the project's database: the provider's tables are added to its type here, and only here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKysely = Kysely<any>;

/** How often expired rows are deleted; a row past its expiry is never read in between (`find` skips it). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * oidc-provider's storage (its Adapter interface) on the project's database, one table for every model: a sign-in
 * (its Session, Grant, RefreshToken...) survives a server restart and is known to every server process on the
 * database. Each row keeps its expiry; `find` returns nothing once it has passed, and `sweepExpired` deletes them.
 */
export function idpAdapter(db: AnyKysely): AdapterFactory {
  const store = (db as Kysely<unknown>).withTables<IdpTables>();
  const live = sql<boolean>`(expires_at IS NULL OR expires_at > now())`;

  const read = async (
    model: string,
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> => {
    const row = await store
      .selectFrom('idp_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', model)
      .where(column, '=', value)
      .where(live)
      .executeTakeFirst();
    if (!row) return undefined;
    // `consumed`: an authorization code or refresh token already used once (the provider refuses it, and revokes its grant).
    return row.consumed_at ? { ...row.payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) } : row.payload;
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const values = {
        model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
      };
      await store
        .insertInto('idp_payloads')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['model', 'id']).doUpdateSet({
            payload: values.payload,
            grant_id: values.grant_id,
            uid: values.uid,
            user_code: values.user_code,
            expires_at: values.expires_at,
          }),
        )
        .execute();
    },
    find: (id) => read(model, 'id', id),
    findByUid: (uid) => read(model, 'uid', uid),
    findByUserCode: (userCode) => read(model, 'user_code', userCode),
    async consume(id) {
      await store
        .updateTable('idp_payloads')
        .set({ consumed_at: sql<string>`now()` })
        .where('model', '=', model)
        .where('id', '=', id)
        .execute();
    },
    async destroy(id) {
      await store.deleteFrom('idp_payloads').where('model', '=', model).where('id', '=', id).execute();
    },
    async revokeByGrantId(grantId) {
      // Everything issued under the grant, whatever its model (codes, refresh tokens...).
      await store.deleteFrom('idp_payloads').where('grant_id', '=', grantId).execute();
    },
  });
}

/** Deletes the rows whose expiry has passed; returns how many. */
export async function sweepExpired(db: AnyKysely): Promise<number> {
  const result = await (db as Kysely<unknown>)
    .withTables<IdpTables>()
    .deleteFrom('idp_payloads')
    .where('expires_at', '<=', sql<string>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Sweeps expired rows now and every 10 minutes, until the returned function is called. A failed sweep (the database
 * away for a moment) is only logged: the next one does its work.
 */
export function sweepExpiredRegularly(db: AnyKysely, onError: (error: unknown) => void): () => void {
  const run = () => void sweepExpired(db).catch(onError);
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
