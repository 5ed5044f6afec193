-- The places each experience offers per day, for the search by date (docs/decisions/0086-search-by-date.md).
-- Written by the availability engine (domain/booking/day-places.ts); the triggers only mark an experience
-- stale, in the transaction that changes what decides its availability, and the search lets the engine
-- decide stale experiences until the refresher (server/plugins/day-places-jobs.ts) has rewritten them.
CREATE TABLE "day_places_weeks" (
  "experience_id" integer PRIMARY KEY NOT NULL REFERENCES "experiences"("id") ON DELETE CASCADE,
  -- The most places a departure has on a day of each weekday (p0 Sunday … p6 Saturday), without locks, sold
  -- seats, departures' own capacity or unique dates: every other day is a row of day_places. Columns, not an
  -- array: the search reads them for every experience.
  "p0" smallint NOT NULL,
  "p1" smallint NOT NULL,
  "p2" smallint NOT NULL,
  "p3" smallint NOT NULL,
  "p4" smallint NOT NULL,
  "p5" smallint NOT NULL,
  "p6" smallint NOT NULL,
  -- Days after today that the moving window (anticipation) may still cut: 1 + anticipation hours / 24.
  "near_days" smallint NOT NULL,
  -- The last day computed; the daily roll moves it forward.
  "through" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_places" (
  "experience_id" integer NOT NULL REFERENCES "experiences"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "places" integer NOT NULL,
  PRIMARY KEY ("experience_id", "day")
);
--> statement-breakpoint
CREATE INDEX "day_places_day_idx" ON "day_places" ("day", "places");
--> statement-breakpoint
-- Append-only marks: a writer never waits for another, nor for the refresher, and a mark committed after the
-- refresher's delete began stays for its next run.
CREATE TABLE "day_places_stale" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "experience_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "day_places_stale_experience_idx" ON "day_places_stale" ("experience_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION day_places_mark(experience integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO day_places_stale (experience_id) VALUES (experience);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION day_places_row_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM day_places_mark(OLD.experience_id); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM day_places_mark(NEW.experience_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION day_places_hour_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM day_places_mark(s.experience_id) FROM company_schedules s WHERE s.id = OLD.schedule_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM day_places_mark(s.experience_id) FROM company_schedules s WHERE s.id = NEW.schedule_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION day_places_experience_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM day_places_mark(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER day_places_schedules AFTER INSERT OR UPDATE OR DELETE ON company_schedules
  FOR EACH ROW EXECUTE FUNCTION day_places_row_changed();
--> statement-breakpoint
CREATE TRIGGER day_places_hours AFTER INSERT OR UPDATE OR DELETE ON schedule_hours
  FOR EACH ROW EXECUTE FUNCTION day_places_hour_changed();
--> statement-breakpoint
CREATE TRIGGER day_places_locks AFTER INSERT OR UPDATE OR DELETE ON locked_dates
  FOR EACH ROW EXECUTE FUNCTION day_places_row_changed();
--> statement-breakpoint
CREATE TRIGGER day_places_unique_dates AFTER INSERT OR UPDATE OR DELETE ON unique_dates
  FOR EACH ROW EXECUTE FUNCTION day_places_row_changed();
--> statement-breakpoint
CREATE TRIGGER day_places_departures AFTER INSERT OR UPDATE OR DELETE ON time_slots
  FOR EACH ROW EXECUTE FUNCTION day_places_row_changed();
--> statement-breakpoint
CREATE TRIGGER day_places_new_purchases AFTER INSERT OR DELETE ON purchases
  FOR EACH ROW EXECUTE FUNCTION day_places_row_changed();
--> statement-breakpoint
CREATE TRIGGER day_places_purchases AFTER UPDATE ON purchases
  FOR EACH ROW WHEN ((OLD.status, OLD.booking_date, OLD.booking_hour, OLD.total_participants, OLD.experience_id)
    IS DISTINCT FROM (NEW.status, NEW.booking_date, NEW.booking_hour, NEW.total_participants, NEW.experience_id))
  EXECUTE FUNCTION day_places_row_changed();
--> statement-breakpoint
CREATE TRIGGER day_places_new_experiences AFTER INSERT ON experiences
  FOR EACH ROW EXECUTE FUNCTION day_places_experience_changed();
--> statement-breakpoint
CREATE TRIGGER day_places_experiences AFTER UPDATE ON experiences
  FOR EACH ROW WHEN ((OLD.status, OLD.anticipation_hours, OLD.company_id, OLD.country_id)
    IS DISTINCT FROM (NEW.status, NEW.anticipation_hours, NEW.company_id, NEW.country_id))
  EXECUTE FUNCTION day_places_experience_changed();
--> statement-breakpoint
-- Backfill: every experience starts stale; the refresher computes them (the search asks the engine meanwhile).
INSERT INTO day_places_stale (experience_id) SELECT id FROM experiences;
