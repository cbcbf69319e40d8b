-- Every change of a table is announced on the channel `table_changes`, with the table's name as the payload, in the
-- changing transaction (so it is delivered when, and only if, that commits), whoever writes it: this API, another
-- server process, the web checkout or an administrator's SQL. Each server process LISTENs and drops the answers it
-- keeps that were read from that table (server/cache/read-cache.ts, docs/decisions/024-schedule-day-cache.md).
-- Per statement, not per row: PostgreSQL folds identical notifications of one transaction into one anyway, and a
-- statement that changes no row still announces (harmless: an answer read again).
-- Every table but the idempotency records (written by every write, never read by a kept answer) and the migrations
-- table; a table created later needs `SELECT announce_table_changes('<name>')` in its migration (a server test checks
-- that every table has the trigger).

CREATE FUNCTION announce_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE FUNCTION announce_table_changes(table_name text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION announce_table_change()',
    table_name || '_table_changes',
    table_name
  );
END;
$$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT IN ('idempotency_keys', 'schema_migrations')
  LOOP
    PERFORM announce_table_changes(t.tablename);
  END LOOP;
END;
$$;
