-- The change log (docs/decisions/029-change-log.md): who changed what and when, on every record a person edits,
-- written by triggers in the changing transaction, so it is committed when, and only if, the change is: a refused or
-- rolled-back write leaves nothing, and no write path can skip it. A request through /api names its person in the
-- transaction (server/plugins/idempotency.ts: `app.user_id`, `app.user_name`, and `app.done_at` for a change made on
-- a tablet before it was sent); writes that name none (migrations, the demo seed) are not logged.
--
-- One entry per record per transaction: a request that writes a record twice (its version moved, then its fields)
-- leaves one entry with the first value before and the last one after. `changes` is by column:
--   a field:          {"before": <value>, "after": <value>} (a create has only "after", a delete only "before")
--   a list of items:  {"added": [<item>...], "removed": [<item>...]} (a code's hotel packages, a product's
--                     restrictions...: rows of a table of their own, logged on the record they belong to)
-- Entries cannot be changed or deleted once their transaction has ended (change_log_guard), except by the retention
-- (`CHANGE_LOG_KEEP_DAYS`, server/history/retention.ts), which says so in its own transaction.

CREATE TABLE change_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tx_id bigint NOT NULL DEFAULT txid_current(),
  at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  user_id text NOT NULL,
  user_name text NOT NULL,
  resource text NOT NULL,
  record_id text NOT NULL,
  label text NOT NULL DEFAULT '',
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  changes jsonb NOT NULL,
  reverts bigint
);
CREATE INDEX change_log_record ON change_log (resource, record_id, id);
CREATE INDEX change_log_user ON change_log (user_id, id);
CREATE INDEX change_log_reverts ON change_log (reverts) WHERE reverts IS NOT NULL;

-- The position of `item` in the JSON array `items` (0-based), or -1.
CREATE FUNCTION change_log_index_of(items jsonb, item jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((SELECT min(ord)::integer - 1 FROM jsonb_array_elements(items) WITH ORDINALITY AS e(value, ord)
    WHERE e.value = item), -1)
$$;

-- Two changes of one list in one transaction: an item removed then added again (a list saved whole) is no change.
CREATE FUNCTION change_log_merge_items(earlier jsonb, later jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  added jsonb := coalesce(earlier -> 'added', '[]');
  removed jsonb := coalesce(earlier -> 'removed', '[]');
  item jsonb;
  pos integer;
BEGIN
  FOR item IN SELECT value FROM jsonb_array_elements(coalesce(later -> 'added', '[]')) LOOP
    pos := change_log_index_of(removed, item);
    IF pos >= 0 THEN removed := removed - pos; ELSE added := added || jsonb_build_array(item); END IF;
  END LOOP;
  FOR item IN SELECT value FROM jsonb_array_elements(coalesce(later -> 'removed', '[]')) LOOP
    pos := change_log_index_of(added, item);
    IF pos >= 0 THEN added := added - pos; ELSE removed := removed || jsonb_build_array(item); END IF;
  END LOOP;
  IF added = '[]' AND removed = '[]' THEN RETURN NULL; END IF;
  RETURN jsonb_build_object('added', added, 'removed', removed);
END;
$$;

-- The entries this transaction has written, by record: one transaction-local setting, `|<md5 of the record>:<id>|...`
-- (one setting for all: a setting per record would stay in the connection, one more for every record ever changed).
CREATE FUNCTION change_log_written(record_key text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT nullif(split_part(substr(written, position('|' || record_key || ':' IN written) + 34), '|', 1), '')::bigint
  FROM (SELECT coalesce(current_setting('app.change_log_written', true), '') AS written) w
  WHERE position('|' || record_key || ':' IN written) > 0
$$;

CREATE FUNCTION change_log_remember(record_key text, entry bigint) RETURNS text LANGUAGE sql AS $$
  SELECT set_config('app.change_log_written',
    replace(coalesce(current_setting('app.change_log_written', true), ''), '|' || record_key || ':' || coalesce(change_log_written(record_key)::text, ''), '')
      || CASE WHEN entry IS NULL THEN '' ELSE '|' || record_key || ':' || entry END,
    true)
$$;

-- Writes (or, within one transaction, merges into) the entry of one record's change. The entry a transaction wrote
-- for a record is remembered in the transaction (change_log_written), not looked up in the log: a write pays for no
-- search of a log that only grows.
CREATE FUNCTION change_log_write(p_resource text, p_record text, p_label text, p_action text, p_changes jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('app.user_id', true), '');
  record_key text := md5(p_resource || '/' || p_record);
  last_id bigint := change_log_written(record_key);
  last change_log%ROWTYPE;
  made bigint;
  merged jsonb;
  field text;
  change jsonb;
  earlier jsonb;
  next_action text;
BEGIN
  IF actor IS NULL THEN
    RETURN;
  END IF;
  IF last_id IS NOT NULL THEN
    SELECT * INTO last FROM change_log WHERE id = last_id;
  END IF;
  IF last_id IS NULL OR NOT FOUND THEN
    INSERT INTO change_log (done_at, user_id, user_name, resource, record_id, label, action, changes, reverts)
    VALUES (
      nullif(current_setting('app.done_at', true), '')::timestamptz,
      actor,
      coalesce(current_setting('app.user_name', true), ''),
      p_resource, p_record, coalesce(p_label, ''), p_action, p_changes,
      nullif(current_setting('app.reverts', true), '')::bigint
    )
    RETURNING id INTO made;
    PERFORM change_log_remember(record_key, made);
    RETURN;
  END IF;

  -- Made and deleted in one transaction: nothing is left to tell.
  IF last.action = 'create' AND p_action = 'delete' THEN
    DELETE FROM change_log WHERE id = last.id;
    PERFORM change_log_remember(record_key, NULL);
    RETURN;
  END IF;
  next_action := CASE WHEN p_action = 'delete' THEN 'delete' ELSE last.action END;
  merged := last.changes;
  FOR field, change IN SELECT key, value FROM jsonb_each(p_changes) LOOP
    earlier := merged -> field;
    IF earlier IS NULL THEN
      merged := merged || jsonb_build_object(field, change);
    ELSIF change ? 'added' OR change ? 'removed' THEN
      change := change_log_merge_items(earlier, change);
      merged := CASE WHEN change IS NULL THEN merged - field ELSE merged || jsonb_build_object(field, change) END;
    ELSIF p_action = 'delete' THEN
      -- Deleted after a change: what it was before the transaction.
      merged := merged || jsonb_build_object(field, jsonb_build_object('before', coalesce(earlier -> 'before', change -> 'before')));
    ELSIF earlier ? 'before' THEN
      IF earlier -> 'before' = change -> 'after' THEN
        merged := merged - field;
      ELSE
        merged := merged || jsonb_build_object(field, jsonb_build_object('before', earlier -> 'before', 'after', change -> 'after'));
      END IF;
    ELSE
      merged := merged || jsonb_build_object(field, jsonb_build_object('after', change -> 'after'));
    END IF;
  END LOOP;
  IF merged = '{}' AND next_action = 'update' THEN
    DELETE FROM change_log WHERE id = last.id;
    PERFORM change_log_remember(record_key, NULL);
  ELSE
    UPDATE change_log SET action = next_action, changes = merged, label = coalesce(nullif(p_label, ''), last.label)
    WHERE id = last.id;
  END IF;
END;
$$;

-- What a record's own columns were and are. TG_ARGV: its key column, then the columns that name it (the first
-- one not empty is its label). Who changed it and when are the entry's own, not fields of the change. The common
-- case, a record's first change in its transaction, is one insert here; a later one in the same transaction merges
-- (change_log_write). The trigger's WHEN has decided that a person made the change, and that it is one.
CREATE FUNCTION change_log_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - '{version,updated_at,updated_by,created_at,created_by}'::text[] END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - '{version,updated_at,updated_by,created_at,created_by}'::text[] END;
  this_row jsonb := coalesce(new_row, old_row);
  record_id text := this_row ->> TG_ARGV[0];
  label text := left(coalesce(nullif(this_row ->> TG_ARGV[1], ''), nullif(this_row ->> TG_ARGV[2], ''), ''), 200);
  action text := CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END;
  record_key text := md5(TG_TABLE_NAME || '/' || record_id);
  written text := coalesce(current_setting('app.change_log_written', true), '');
  changes jsonb;
  made bigint;
BEGIN
  IF position('|' || record_key || ':' IN written) = 0 THEN
    -- The first change of the record in this transaction: its fields, as one statement.
    WITH fields AS (
      SELECT CASE TG_OP
        WHEN 'UPDATE' THEN (SELECT jsonb_object_agg(key, jsonb_build_object('before', old_row -> key, 'after', value))
                            FROM jsonb_each(new_row) WHERE value IS DISTINCT FROM old_row -> key)
        WHEN 'INSERT' THEN (SELECT jsonb_object_agg(key, jsonb_build_object('after', value)) FROM jsonb_each(new_row))
        ELSE (SELECT jsonb_object_agg(key, jsonb_build_object('before', value)) FROM jsonb_each(old_row))
      END AS changes
    )
    INSERT INTO change_log (done_at, user_id, user_name, resource, record_id, label, action, changes, reverts)
    SELECT nullif(current_setting('app.done_at', true), '')::timestamptz, current_setting('app.user_id', true),
      coalesce(current_setting('app.user_name', true), ''), TG_TABLE_NAME, record_id, label, action, fields.changes,
      nullif(current_setting('app.reverts', true), '')::bigint
    FROM fields WHERE fields.changes IS NOT NULL
    RETURNING id INTO made;
    IF made IS NOT NULL THEN
      written := set_config('app.change_log_written', written || '|' || record_key || ':' || made, true);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(key, jsonb_build_object('before', old_row -> key, 'after', value)) INTO changes
    FROM jsonb_each(new_row) WHERE value IS DISTINCT FROM old_row -> key;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(key, jsonb_build_object('after', value)) INTO changes FROM jsonb_each(new_row);
  ELSE
    SELECT jsonb_object_agg(key, jsonb_build_object('before', value)) INTO changes FROM jsonb_each(old_row);
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM change_log_write(TG_TABLE_NAME, record_id, label, action, changes);
  END IF;
  RETURN NULL;
END;
$$;

-- A row of a list that belongs to a record (a code's hotel packages...), logged on that record as an item added or
-- removed (an update: the old item removed, the new one added). TG_ARGV: the list's field, the item (a column, or
-- '*': the row without its own id and its owner's key), then per kind of owner: the owner's key column here, its
-- table, its key column there and the columns that name it.
CREATE FUNCTION change_log_item() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  field text := TG_ARGV[0];
  item_column text := TG_ARGV[1];
  this_row jsonb;
  kind text;
  owner_column text;
  owner_table text;
  owner_key text;
  owner_labels text[];
  owner_id text;
  owner_row jsonb;
  fks text[] := ARRAY['id'];
  item jsonb;
  label text;
  c text;
  i integer;
BEGIN
  IF nullif(current_setting('app.user_id', true), '') IS NULL THEN
    RETURN NULL;
  END IF;
  i := 2;
  WHILE i < TG_NARGS LOOP
    fks := fks || TG_ARGV[i];
    i := i + 4;
  END LOOP;
  FOR this_row, kind IN
    SELECT r, k FROM (VALUES (1, CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END, 'removed'),
                             (2, CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END, 'added')) AS v(n, r, k)
    WHERE r IS NOT NULL ORDER BY n
  LOOP
    owner_id := NULL;
    i := 2;
    WHILE i < TG_NARGS AND owner_id IS NULL LOOP
      owner_column := TG_ARGV[i];
      owner_table := TG_ARGV[i + 1];
      owner_key := TG_ARGV[i + 2];
      owner_labels := string_to_array(TG_ARGV[i + 3], ',');
      owner_id := this_row ->> owner_column;
      i := i + 4;
    END LOOP;
    CONTINUE WHEN owner_id IS NULL;
    item := CASE WHEN item_column = '*' THEN this_row - fks ELSE this_row -> item_column END;
    EXECUTE format('SELECT to_jsonb(o) FROM %I o WHERE %I::text = $1', owner_table, owner_key) INTO owner_row USING owner_id;
    label := '';
    FOREACH c IN ARRAY owner_labels LOOP
      label := coalesce(nullif(owner_row ->> c, ''), '');
      EXIT WHEN label <> '';
    END LOOP;
    PERFORM change_log_write(owner_table, owner_id, left(label, 200), 'update',
      jsonb_build_object(field, jsonb_build_object(kind, jsonb_build_array(item))));
  END LOOP;
  RETURN NULL;
END;
$$;

-- Once its transaction has ended an entry stays as it is: only the retention deletes, and says so.
CREATE FUNCTION change_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'the change log cannot be emptied' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.tx_id = txid_current() THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('app.change_log_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'a change log entry cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER change_log_guard BEFORE UPDATE OR DELETE ON change_log
  FOR EACH ROW EXECUTE FUNCTION change_log_guard();
CREATE TRIGGER change_log_no_truncate BEFORE TRUNCATE ON change_log
  FOR EACH STATEMENT EXECUTE FUNCTION change_log_guard();

-- The records, by their key and the columns that name them (a second one when the first may be empty).
DO $$
DECLARE
  t text[];
  named text := $w$current_setting('app.user_id', true) <> ''$w$;
  stamps text := '{version,updated_at,updated_by,created_at,created_by}';
  old_columns text;
  new_columns text;
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ARRAY['availability_rules', 'id', 'description', ''],
    ARRAY['bookings', 'id', 'name', ''],
    ARRAY['images', 'id', 'name', ''],
    ARRAY['date_filters', 'id', 'name', ''],
    ARRAY['spa_package_groups', 'id', 'name', ''],
    ARRAY['spa_products', 'brp_product_id', 'display_name', ''],
    ARRAY['included_services', 'id', 'title', ''],
    ARRAY['hotel_packages', 'clock_id', 'name', ''],
    ARRAY['hotel_package_addons', 'clock_id', 'name', ''],
    ARRAY['treatments', 'brp_product_id', 'display_name', ''],
    ARRAY['day_passes', 'brp_product_id', 'display_name', ''],
    ARRAY['frequent_visitor_passes', 'brp_product_id', 'display_name', ''],
    ARRAY['special_codes', 'id', 'special_code', ''],
    ARRAY['discount_codes', 'id', 'code', ''],
    ARRAY['room_types', 'clock_id', 'display_name', ''],
    ARRAY['dictionary_entries', 'key', 'key', ''],
    ARRAY['blocked_customers', 'id', 'email_address', 'phone_number'],
    ARRAY['sections', 'id', 'name', ''],
    ARRAY['checkout_alerts', 'id', 'message_en', 'message_no'],
    ARRAY['hotel_metadata', 'id', 'name', '']
  ] LOOP
    -- Only a change a person makes through /api (the request names its writer), and an update only when more than
    -- its version and stamps moved (the version check's own move is no change): decided before the function runs.
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW WHEN (%s) EXECUTE FUNCTION change_log_record(%L, %L, %L)',
      t[1] || '_change_log', t[1], named, t[2], t[3], coalesce(nullif(t[4], ''), t[3])
    );
    SELECT string_agg(format('OLD.%I', column_name), ', ' ORDER BY ordinal_position),
           string_agg(format('NEW.%I', column_name), ', ' ORDER BY ordinal_position)
      INTO old_columns, new_columns
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = t[1] AND NOT column_name = ANY (stamps::text[]);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (%s AND ROW(%s) IS DISTINCT FROM ROW(%s)) EXECUTE FUNCTION change_log_record(%L, %L, %L)',
      t[1] || '_change_log_update', t[1], named, old_columns, new_columns, t[2], t[3], coalesce(nullif(t[4], ''), t[3])
    );
  END LOOP;
END;
$$;

-- The lists, on the record they belong to.
CREATE TRIGGER hotel_package_attached_addons_change_log AFTER INSERT OR UPDATE OR DELETE ON hotel_package_attached_addons
  FOR EACH ROW WHEN (current_setting('app.user_id', true) <> '') EXECUTE FUNCTION change_log_item('addons', 'addon_id', 'package_id', 'hotel_packages', 'clock_id', 'name');
CREATE TRIGGER discount_code_hotel_packages_change_log AFTER INSERT OR UPDATE OR DELETE ON discount_code_hotel_packages
  FOR EACH ROW WHEN (current_setting('app.user_id', true) <> '') EXECUTE FUNCTION change_log_item('hotelPackages', 'hotel_package_id',
    'discount_code_id', 'discount_codes', 'id', 'code');
CREATE TRIGGER restrictions_change_log AFTER INSERT OR UPDATE OR DELETE ON restrictions
  FOR EACH ROW WHEN (current_setting('app.user_id', true) <> '') EXECUTE FUNCTION change_log_item('restrictions', '*',
    'spa_product_fk', 'spa_products', 'brp_product_id', 'display_name',
    'addon_fk', 'hotel_package_addons', 'clock_id', 'name',
    'day_pass_fk', 'day_passes', 'brp_product_id', 'display_name');
CREATE TRIGGER day_pass_included_services_change_log AFTER INSERT OR UPDATE OR DELETE ON day_pass_included_services
  FOR EACH ROW WHEN (current_setting('app.user_id', true) <> '') EXECUTE FUNCTION change_log_item('includedServices', '*', 'day_pass_fk', 'day_passes', 'brp_product_id', 'display_name');
CREATE TRIGGER blocked_meal_times_change_log AFTER INSERT OR UPDATE OR DELETE ON blocked_meal_times
  FOR EACH ROW WHEN (current_setting('app.user_id', true) <> '') EXECUTE FUNCTION change_log_item('blockedMealTimes', 'meal_time', 'restaurant_id', 'restaurants', 'id', 'name');
