ALTER TYPE "public"."experience_status" RENAME TO "experience_status_before_lifecycle";--> statement-breakpoint
CREATE TYPE "public"."experience_status" AS ENUM('draft', 'in_review', 'published', 'paused', 'rejected');--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "status" SET DATA TYPE "public"."experience_status" USING (CASE "status"::text WHEN 'archived' THEN 'paused' ELSE "status"::text END)::"public"."experience_status";--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
DROP TYPE "public"."experience_status_before_lifecycle";--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE TABLE "experience_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experience_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"experience_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" jsonb NOT NULL,
	"proposed_by" integer,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_revisions_status_check" CHECK ("experience_revisions"."status" in ('pending', 'published', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "experience_revisions" ADD CONSTRAINT "experience_revisions_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_revisions" ADD CONSTRAINT "experience_revisions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_revisions" ADD CONSTRAINT "experience_revisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_revisions_experience_idx" ON "experience_revisions" USING btree ("experience_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_revisions_pending_idx" ON "experience_revisions" USING btree ("experience_id") WHERE "experience_revisions"."status" = 'pending';
