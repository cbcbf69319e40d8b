-- Every change of what a restaurant's schedule day is made of is announced on the channel `schedule_days`, in the
-- changing transaction (so it is delivered when, and only if, that commits), whoever writes it: this API, another
-- server process, the web checkout or an administrator's SQL. Each server process LISTENs and drops the days it has
-- computed and kept (server/live/schedule-day-cache.ts, docs/decisions/024-schedule-day-cache.md).
-- Payloads: 'R/YYYY-MM-DD' (a day of restaurant R), 'R' (every day of restaurant R), '*' (everything). PostgreSQL
-- folds identical notifications of one transaction into one, so a write of a thousand bookings of a day is one.

-- A booking or a blocked slot: the day it was on and the day it is on now (an edit may move it).
CREATE FUNCTION announce_schedule_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at_column text := TG_ARGV[0];
  restaurant_column text := TG_ARGV[1];
  old_row jsonb;
  new_row jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_row := to_jsonb(OLD);
    PERFORM pg_notify('schedule_days', (old_row ->> restaurant_column) || '/' || left(old_row ->> at_column, 10));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_row := to_jsonb(NEW);
    PERFORM pg_notify('schedule_days', (new_row ->> restaurant_column) || '/' || left(new_row ->> at_column, 10));
  END IF;
  RETURN NULL;
END;
$$;

-- An availability rule or a restaurant's meal: it may apply to any day of its restaurant.
CREATE FUNCTION announce_schedule_restaurant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  restaurant_column text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('schedule_days', to_jsonb(OLD) ->> restaurant_column);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('schedule_days', to_jsonb(NEW) ->> restaurant_column);
  END IF;
  RETURN NULL;
END;
$$;

-- The meal types (their names and order), the restaurants (the API keeps their ids and names too), and any
-- TRUNCATE: everything.
CREATE FUNCTION announce_schedule_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('schedule_days', '*');
  RETURN NULL;
END;
$$;

CREATE TRIGGER bookings_schedule_day AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION announce_schedule_day('booking_date_time', 'restaurant_id');
CREATE TRIGGER blocked_meal_times_schedule_day AFTER INSERT OR UPDATE OR DELETE ON blocked_meal_times
  FOR EACH ROW EXECUTE FUNCTION announce_schedule_day('meal_time', 'restaurant_id');
CREATE TRIGGER availability_rules_schedule_restaurant AFTER INSERT OR UPDATE OR DELETE ON availability_rules
  FOR EACH ROW EXECUTE FUNCTION announce_schedule_restaurant('restaurant_fk');
CREATE TRIGGER restaurant_meals_schedule_restaurant AFTER INSERT OR UPDATE OR DELETE ON restaurant_meals
  FOR EACH ROW EXECUTE FUNCTION announce_schedule_restaurant('restaurant_id');
CREATE TRIGGER meals_schedule_everything AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meals
  FOR EACH STATEMENT EXECUTE FUNCTION announce_schedule_everything();
CREATE TRIGGER restaurants_schedule_everything AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON restaurants
  FOR EACH STATEMENT EXECUTE FUNCTION announce_schedule_everything();
CREATE TRIGGER bookings_schedule_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION announce_schedule_everything();
CREATE TRIGGER blocked_meal_times_schedule_truncate AFTER TRUNCATE ON blocked_meal_times
  FOR EACH STATEMENT EXECUTE FUNCTION announce_schedule_everything();
CREATE TRIGGER availability_rules_schedule_truncate AFTER TRUNCATE ON availability_rules
  FOR EACH STATEMENT EXECUTE FUNCTION announce_schedule_everything();
CREATE TRIGGER restaurant_meals_schedule_truncate AFTER TRUNCATE ON restaurant_meals
  FOR EACH STATEMENT EXECUTE FUNCTION announce_schedule_everything();
