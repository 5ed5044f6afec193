ALTER TABLE "experience_translations" ADD COLUMN "meeting_address" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "experience_translations" ADD COLUMN "meeting_instructions" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_meeting_point_check" CHECK ((meeting_latitude is null) = (meeting_longitude is null) and (meeting_latitude is null or (meeting_latitude between -90 and 90 and meeting_longitude between -180 and 180)));
