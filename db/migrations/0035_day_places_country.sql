-- The experience's country beside its weekly places, so that a search by date with no filter but the country
-- counts from day_places_weeks alone (docs/decisions/0086-search-by-date.md). A row exists only for an
-- experience published when the refresher wrote it; a change of status or country marks it stale (0034).
ALTER TABLE "day_places_weeks" ADD COLUMN "country_id" integer;
--> statement-breakpoint
UPDATE "day_places_weeks" w SET "country_id" = e."country_id" FROM "experiences" e WHERE e."id" = w."experience_id";
--> statement-breakpoint
CREATE INDEX "day_places_weeks_country_idx" ON "day_places_weeks" ("country_id");
--> statement-breakpoint
-- The near days' departures (those anticipation may still cut), each with the instant the window cuts it,
-- so the search decides "tomorrow" from the clock instead of asking the engine about every experience.
-- Per day only the departures no later-cut one matches in places. Written with the week row.
CREATE TABLE "day_departures" (
  "experience_id" integer NOT NULL REFERENCES "experiences"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "places" integer NOT NULL,
  "cutoff" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Probed per experience by the search over a range (a hashed set of every near departure of a week
-- outgrows work_mem at 100k), and read whole for a day or two (an index-only scan: the refresher vacuums).
CREATE INDEX "day_departures_experience_day_idx" ON "day_departures" ("experience_id", "day");
--> statement-breakpoint
CREATE INDEX "day_departures_day_idx" ON "day_departures" ("day", "places", "experience_id", "cutoff");
--> statement-breakpoint
-- The last day whose departures are in day_departures; null: none are (the zone's clocks change then).
ALTER TABLE "day_places_weeks" ADD COLUMN "near_through" date;
--> statement-breakpoint
-- Every experience is rewritten with its near departures (until then the engine decides its near days).
INSERT INTO "day_places_stale" ("experience_id") SELECT "experience_id" FROM "day_places_weeks";
--> statement-breakpoint
-- The departures' cutoffs are instants of the country's clock: a new time zone rewrites its experiences.
CREATE OR REPLACE FUNCTION day_places_country_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO day_places_stale (experience_id) SELECT e.id FROM experiences e WHERE e.country_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER day_places_countries AFTER UPDATE ON countries
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION day_places_country_changed();
