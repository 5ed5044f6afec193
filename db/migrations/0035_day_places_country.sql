-- The experience's country beside its weekly places, so that a search by date with no filter but the country
-- counts from day_places_weeks alone (docs/decisions/0086-search-by-date.md). A row exists only for an
-- experience published when the refresher wrote it; a change of status or country marks it stale (0034).
ALTER TABLE "day_places_weeks" ADD COLUMN "country_id" integer;
--> statement-breakpoint
UPDATE "day_places_weeks" w SET "country_id" = e."country_id" FROM "experiences" e WHERE e."id" = w."experience_id";
--> statement-breakpoint
CREATE INDEX "day_places_weeks_country_idx" ON "day_places_weeks" ("country_id");
