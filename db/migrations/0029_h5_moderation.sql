-- Moderation (docs/decisions/0076-moderation): an experience taken out of the catalogue by the marketplace, a
-- review hidden by an admin (out of the page and the rating), and travellers' reports of reviews.
ALTER TYPE "public"."experience_status" ADD VALUE 'unpublished';--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_check" CHECK (("reviews"."hidden_at" is null) = ("reviews"."hidden_reason" is null));--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'personal_data', 'off_topic', 'other')),
	CONSTRAINT "review_reports_status_check" CHECK ("review_reports"."status" in ('open', 'dismissed', 'upheld'))
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user_idx" ON "review_reports" USING btree ("review_id","user_id") WHERE "review_reports"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."status" = 'open';
