-- The area an experience's pickups are in (docs/decisions/0081-pickup-area.md): circles around served cities
-- (a destination id and a radius) or centres the operator placed. Experiences that already offer a pickup
-- add-on get their own destination city with 20 km, so no live pickup is left without an area.
ALTER TABLE "experiences" ADD COLUMN "pickup_area" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "experiences" e SET "pickup_area" = jsonb_build_array(jsonb_build_object('destination_id', e."destination_id", 'radius_km', 20))
  WHERE EXISTS (SELECT 1 FROM "experience_add_ons" ea JOIN "add_on_items" ai ON ai."id" = ea."add_on_item_id"
    WHERE ea."experience_id" = e."id" AND ai."type_code" = 0);
