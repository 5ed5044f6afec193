-- Operators' public replies to reviews (docs/decisions/0065-review-replies-and-operator-emails.md): one reply
-- per review, in Spanish, English or both; editable for 24 hours after it was first written.
ALTER TABLE "reviews" ADD COLUMN "reply_es" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_en" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reviews"."replied_at" is null) = ("reviews"."reply_es" is null and "reviews"."reply_en" is null));
