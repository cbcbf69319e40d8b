-- A booking change is announced on `schedule_days` with the bookings it changed and the tab that changed them:
-- 'R/YYYY-MM-DD/12,13' (up to 100 of a day; more, 'R/YYYY-MM-DD/+', and the day is read anew), then '@' and the
-- writing tab's X-Client-Id when the request named one (`app.origin`, set with the writer's name,
-- server/history/writer.ts), then, for up to 12 bookings while it fits NOTIFY's 8,000 bytes, '|' and those of them
-- that are on that day now, as rows (a booking named but not among them is gone from the day: deleted or moved).
-- Each server process brings the day it keeps up to date with them (reading from the database only the bookings
-- announced without their rows) and sends them to the day's event streams (server/live/schedule-hub.ts,
-- docs/decisions/034-kept-days-follow-writes.md): whoever writes a booking (the console, the web checkout, an
-- administrator's SQL), the tablets see it. Per statement, with its transition tables: one announcement per day a
-- statement touched, however many rows, in the changing transaction as before (migration 003).

CREATE FUNCTION announce_booking_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  day record;
  head text;
  now_rows jsonb;
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
    head := day.restaurant_id || '/' || day.date || '/' || CASE WHEN day.n <= 100 THEN day.ids ELSE '+' END
      || coalesce('@' || nullif(current_setting('app.origin', true), ''), '');
    now_rows := NULL;
    IF day.n <= 12 THEN
      IF TG_OP = 'DELETE' THEN
        now_rows := '[]';
      ELSE
        SELECT coalesce(jsonb_agg(to_jsonb(r)), '[]') INTO now_rows FROM changed_new r
          WHERE r.restaurant_id::text = day.restaurant_id AND to_char(r.booking_date_time, 'YYYY-MM-DD') = day.date;
      END IF;
    END IF;
    IF now_rows IS NOT NULL AND octet_length(head) + octet_length(now_rows::text) < 7900 THEN
      PERFORM pg_notify('schedule_days', head || '|' || now_rows::text);
    ELSE
      PERFORM pg_notify('schedule_days', head);
    END IF;
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
