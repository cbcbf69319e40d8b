-- Versions only go forward (docs/decisions/036-one-table-one-party.md): a record deleted and then made again under
-- its key (a natural key such as a clock id, or its own id put back by a revert) continues from the deleted one's
-- version, so a form loaded before the delete is refused (412) rather than saved over the later record. Who made
-- the deleted record, and when, are kept too: a revert that puts it back keeps them.

CREATE TABLE retired_records (
  resource text NOT NULL,
  record_id text NOT NULL,
  version integer NOT NULL,
  created_at timestamptz,
  created_by text,
  PRIMARY KEY (resource, record_id)
);

-- Gives a versioned table its two triggers, through a function of its own made from its key column: a delete keeps
-- the record's last version (and who made it when, where the table keeps that); an insert under a key that was
-- deleted continues from it.
CREATE FUNCTION retired_records_attach(p_table text, p_key text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fn text := 'retired_records_' || p_table;
  stamped boolean;
BEGIN
  SELECT count(*) = 2 INTO stamped FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = p_table AND column_name IN ('created_at', 'created_by');
  EXECUTE format($f$
CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  last integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO retired_records (resource, record_id, version, created_at, created_by)
      VALUES (%2$L, OLD.%3$I::text, OLD.version, %4$s, %5$s)
      ON CONFLICT (resource, record_id) DO UPDATE SET version = GREATEST(retired_records.version, EXCLUDED.version),
        created_at = EXCLUDED.created_at, created_by = EXCLUDED.created_by;
    RETURN OLD;
  END IF;
  SELECT version INTO last FROM retired_records WHERE resource = %2$L AND record_id = NEW.%3$I::text;
  IF last IS NOT NULL THEN
    NEW.version := GREATEST(NEW.version, last + 1);
  END IF;
  RETURN NEW;
END
$body$
$f$, fn, p_table, p_key,
    CASE WHEN stamped THEN 'OLD.created_at' ELSE 'NULL' END,
    CASE WHEN stamped THEN 'OLD.created_by' ELSE 'NULL' END);
  EXECUTE format('CREATE TRIGGER retired_records_keep AFTER DELETE ON %I FOR EACH ROW EXECUTE FUNCTION %I()', p_table, fn);
  EXECUTE format('CREATE TRIGGER retired_records_continue BEFORE INSERT ON %I FOR EACH ROW EXECUTE FUNCTION %I()', p_table, fn);
END;
$$;

SELECT retired_records_attach(t.name, t.key) FROM (VALUES
  ('availability_rules', 'id'), ('bookings', 'id'), ('images', 'id'), ('date_filters', 'id'),
  ('spa_package_groups', 'id'), ('spa_products', 'brp_product_id'), ('included_services', 'id'),
  ('hotel_packages', 'clock_id'), ('hotel_package_addons', 'clock_id'), ('treatments', 'brp_product_id'),
  ('day_passes', 'brp_product_id'), ('frequent_visitor_passes', 'brp_product_id'), ('special_codes', 'id'),
  ('discount_codes', 'id'), ('room_types', 'clock_id'), ('dictionary_entries', 'key'), ('blocked_customers', 'id'),
  ('sections', 'id'), ('checkout_alerts', 'id'), ('hotel_metadata', 'id')
) AS t(name, key);
