-- The local sign-in provider's state (server/idp, oidc-provider): sessions, grants, interactions, authorization
-- codes, refresh tokens... one row per stored object, kept in the project's database so that a sign-in survives a
-- server restart and every server process on one database knows it (decision 025-local-idp-store). Rows past
-- `expires_at` are never read again and are swept regularly (server/idp/adapter.ts).
-- Neither table announces its changes on `table_changes` (004): no answer the server keeps is read from them, and
-- the provider reads them afresh at every step.
CREATE TABLE idp_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  -- Looked up by: revoking a grant revokes everything issued under it; an interaction's uid; a device flow's user code.
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX idp_payloads_grant_id ON idp_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX idp_payloads_uid ON idp_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX idp_payloads_user_code ON idp_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX idp_payloads_expires_at ON idp_payloads (expires_at) WHERE expires_at IS NOT NULL;

-- The provider's signing key and cookie keys: one set for every server process on this database (a token signed by
-- one is verified by the others, a cookie set by one is read by the others). One row.
CREATE TABLE idp_secrets (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secrets jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
