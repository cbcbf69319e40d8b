-- A booking change is announced on `schedule_days` with the bookings it changed: 'R/YYYY-MM-DD/12,13' (up to 100
-- of a day; more, as 'R/YYYY-MM-DD' alone, which drops the day). Each server process then reads those bookings and
-- brings the day it keeps up to date instead of computing the whole day again (server/live/schedule-day-cache.ts,
-- docs/decisions/034-kept-days-follow-writes.md). Per statement, with its transition tables: one announcement per
-- day a statement touched, however many rows, in the changing transaction as before (migration 003).

CREATE FUNCTION announce_booking_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  day record;
BEGIN
  -- A transition table exists only for the operations that have it: INSERT the new rows, DELETE the old, UPDATE both.
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_array(restaurant_id, to_char(booking_date_time, 'YYYY-MM-DD'), id))
      INTO changed FROM changed_new;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_array(restaurant_id, to_char(booking_date_time, 'YYYY-MM-DD'), id))
      INTO changed FROM changed_old;
  ELSE
    SELECT jsonb_agg(jsonb_build_array(restaurant_id, to_char(booking_date_time, 'YYYY-MM-DD'), id)) INTO changed
      FROM (SELECT * FROM changed_old UNION ALL SELECT * FROM changed_new) AS both_sides;
  END IF;
  FOR day IN
    SELECT row ->> 0 AS restaurant_id, row ->> 1 AS date, count(DISTINCT row ->> 2) AS n,
      string_agg(DISTINCT row ->> 2, ',') AS ids
    FROM jsonb_array_elements(coalesce(changed, '[]')) AS row GROUP BY 1, 2
  LOOP
    PERFORM pg_notify('schedule_days',
      day.restaurant_id || '/' || day.date || CASE WHEN day.n <= 100 THEN '/' || day.ids ELSE '' END);
  END LOOP;
  RETURN NULL;
END;
$$;

DROP TRIGGER bookings_schedule_day ON bookings;
CREATE TRIGGER bookings_schedule_day_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION announce_booking_days();
CREATE TRIGGER bookings_schedule_day_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION announce_booking_days();
CREATE TRIGGER bookings_schedule_day_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION announce_booking_days();
