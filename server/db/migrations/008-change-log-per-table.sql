-- The change log's record triggers, made per table (docs/decisions/029-change-log.md, "cost"): each table's own
-- function names its columns, so a change is one expression over OLD and NEW (no row turned into JSON and taken
-- apart again, no query over its fields). What is written is as before (migration 007): the same fields, the same
-- entry per record per transaction, merged by change_log_write.

-- Gives a table of records its change log: its own function `change_log_<table>()`, made from its columns, and
-- its two triggers (anew when they exist: call it again after a migration adds or drops a column). p_key: its key
-- column; p_label, p_label_else: the columns that name it (the first that is not empty is the entry's label).
CREATE FUNCTION change_log_attach(p_table text, p_key text, p_label text, p_label_else text DEFAULT '')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  named text := $w$current_setting('app.user_id', true) <> ''$w$;
  stamps text[] := '{version,updated_at,updated_by,created_at,created_by}';
  columns text[];
  fn text;
  diff text;
  made text;
  gone text;
  chunk text[];
  i integer;
  old_columns text;
  new_columns text;
  label_of text;
BEGIN
  fn := 'change_log_' || p_table;
  SELECT array_agg(column_name::text ORDER BY ordinal_position) INTO columns
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = p_table AND NOT column_name = ANY (stamps);
  -- An update: each moved field as {"before", "after"}.
  SELECT string_agg(format(
    'CASE WHEN OLD.%1$I IS DISTINCT FROM NEW.%1$I THEN jsonb_build_object(%1$L, jsonb_build_object(''before'', to_jsonb(OLD.%1$I), ''after'', to_jsonb(NEW.%1$I))) ELSE ''{}''::jsonb END', c), ' || ')
    INTO diff FROM unnest(columns) AS c;
  -- A create ({"after"}) and a delete ({"before"}): every field, 40 to a jsonb_build_object (it takes 100 arguments).
  made := '';
  gone := '';
  i := 1;
  WHILE i <= array_length(columns, 1) LOOP
    chunk := columns[i:i + 39];
    made := made || CASE WHEN i > 1 THEN ' || ' ELSE '' END || 'jsonb_build_object(' ||
      (SELECT string_agg(format('%L, jsonb_build_object(''after'', to_jsonb(NEW.%I))', c, c), ', ') FROM unnest(chunk) AS c) || ')';
    gone := gone || CASE WHEN i > 1 THEN ' || ' ELSE '' END || 'jsonb_build_object(' ||
      (SELECT string_agg(format('%L, jsonb_build_object(''before'', to_jsonb(OLD.%I))', c, c), ', ') FROM unnest(chunk) AS c) || ')';
    i := i + 40;
  END LOOP;
  -- Its label: the first of its naming columns that is not empty.
  label_of := format('left(coalesce(nullif(%%1$s.%I::text, ''''), nullif(%%1$s.%I::text, ''''), ''''), 200)', p_label, coalesce(nullif(p_label_else, ''), p_label));
  EXECUTE format($f$
CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  changes jsonb;
  record_id text;
  label text;
  action text;
  record_key text;
  written text;
  made bigint;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changes := %2$s;
    record_id := NEW.%5$I::text;
    label := %6$s;
    action := 'update';
  ELSIF TG_OP = 'INSERT' THEN
    changes := %3$s;
    record_id := NEW.%5$I::text;
    label := %6$s;
    action := 'create';
  ELSE
    changes := %4$s;
    record_id := OLD.%5$I::text;
    label := %7$s;
    action := 'delete';
  END IF;
  record_key := md5(TG_TABLE_NAME || '/' || record_id);
  written := coalesce(current_setting('app.change_log_written', true), '');
  IF position('|' || record_key || ':' IN written) = 0 THEN
    -- The record's first change in this transaction: one insert, remembered for a later one to merge into.
    INSERT INTO change_log (done_at, user_id, user_name, resource, record_id, label, action, changes, reverts)
    VALUES (nullif(current_setting('app.done_at', true), '')::timestamptz, current_setting('app.user_id', true),
      coalesce(current_setting('app.user_name', true), ''), TG_TABLE_NAME, record_id, label, action, changes,
      nullif(current_setting('app.reverts', true), '')::bigint)
    RETURNING id INTO made;
    PERFORM set_config('app.change_log_written', written || '|' || record_key || ':' || made, true);
  ELSE
    PERFORM change_log_write(TG_TABLE_NAME, record_id, label, action, changes);
  END IF;
  RETURN NULL;
END;
$body$
$f$, fn, diff, made, gone, p_key, format(label_of, 'NEW'), format(label_of, 'OLD'));

  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', p_table || '_change_log', p_table);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', p_table || '_change_log_update', p_table);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW WHEN (%s) EXECUTE FUNCTION %I()',
    p_table || '_change_log', p_table, named, fn);
  SELECT string_agg(format('OLD.%I', c), ', '), string_agg(format('NEW.%I', c), ', ')
    INTO old_columns, new_columns FROM unnest(columns) AS c;
  EXECUTE format(
    'CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (%s AND ROW(%s) IS DISTINCT FROM ROW(%s)) EXECUTE FUNCTION %I()',
    p_table || '_change_log_update', p_table, named, old_columns, new_columns, fn);
END;
$$;

-- Every table 007 gave a trigger, with the same key and naming columns (its trigger's arguments).
DO $$
DECLARE
  r record;
  args text[];
BEGIN
  FOR r IN
    SELECT c.relname::text AS name, encode(tg.tgargs, 'escape') AS args
    FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
    WHERE tg.tgfoid = 'change_log_record'::regproc AND tg.tgname = c.relname || '_change_log'
    ORDER BY c.relname
  LOOP
    args := string_to_array(r.args, '\000');
    PERFORM change_log_attach(r.name, args[1], args[2], args[3]);
  END LOOP;
END;
$$;

DROP FUNCTION change_log_record();
