-- A write's Idempotency-Key is claimed in one round trip (server/repositories/idempotency.ts, claimKey): the bounded
-- wait for a first request that holds the key (lock_timeout, 55P03 when it runs out), the claim, and the wait's end,
-- which were three statements. On a busy evening every write pays for each round trip on both sides of the socket.
CREATE FUNCTION claim_idempotency_key(claim_key text, claim_user_id text, claim_hash text, wait text)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  claimed text;
BEGIN
  IF wait IS NOT NULL THEN
    PERFORM set_config('lock_timeout', wait, true);
  END IF;
  INSERT INTO idempotency_keys (key, user_id, request_hash, status_code, response_body)
    VALUES (claim_key, claim_user_id, claim_hash, 0, '')
    ON CONFLICT (key, user_id) DO NOTHING
    RETURNING key INTO claimed;
  IF wait IS NOT NULL THEN
    SET LOCAL lock_timeout TO DEFAULT;
  END IF;
  RETURN claimed IS NOT NULL;
END;
$$;
