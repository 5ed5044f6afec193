CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_id" integer,
	"provider_key" text,
	"provider_reference" text,
	"error_code" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_refunds_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "purchase_refunds_amount_check" CHECK ("purchase_refunds"."amount_cents" > 0),
	CONSTRAINT "purchase_refunds_status_check" CHECK ("purchase_refunds"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "cancellation_policy" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD CONSTRAINT "purchase_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_refunds_purchase_method_idx" ON "purchase_refunds" USING btree ("purchase_id","method");--> statement-breakpoint
CREATE INDEX "purchase_refunds_pending_idx" ON "purchase_refunds" USING btree ("created_at") WHERE "purchase_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "purchases_active_idx" ON "purchases" USING btree ("starts_at") WHERE "purchases"."status" in ('created', 'confirmed', 'in_progress');--> statement-breakpoint
-- Purchases made before this migration take their experience's current terms (the closest record).
UPDATE "purchases" p SET "cancellation_policy" = e."cancellation_policy", "duration_minutes" = e."duration_minutes" FROM "experiences" e WHERE e."id" = p."experience_id";
