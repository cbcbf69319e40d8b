-- Every record a person edits carries a version (docs/decisions/027-record-versions.md): 1 when made, one more at
-- each change through /api (server/plugins/versions.ts), and who last changed it and when. A write states the version
-- it was based on (If-Match); a stale one is refused with 412 and nothing written.
-- Link rows (a code's hotel packages, a package's add-ons, a day's blocked meal times) and the restaurants' own data
-- (tables, meals) are not versioned: adding or removing a link cannot overwrite anything unseen.

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'availability_rules', 'bookings', 'images', 'date_filters', 'spa_package_groups', 'spa_products',
    'included_services', 'hotel_packages', 'hotel_package_addons', 'treatments', 'day_passes',
    'frequent_visitor_passes', 'special_codes', 'discount_codes', 'room_types', 'dictionary_entries',
    'blocked_customers', 'sections', 'checkout_alerts', 'hotel_metadata'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN version integer NOT NULL DEFAULT 1', t);
    EXECUTE format('ALTER TABLE %I ADD COLUMN IF NOT EXISTS updated_at timestamptz', t);
    EXECUTE format('ALTER TABLE %I ADD COLUMN IF NOT EXISTS updated_by text', t);
  END LOOP;
END;
$$;
