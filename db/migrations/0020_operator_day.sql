-- The operator's day (docs/decisions/0064-operator-earnings-basis.md): each company's commission, each
-- member's choice of operator e-mails, and a booking's attendance (checked in, or a no-show).
ALTER TABLE "companies" ADD COLUMN "commission_bps" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_commission_bps_check" CHECK ("companies"."commission_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "notify_new_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "notify_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "notify_daily_manifest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_attendance_check" CHECK ("purchases"."checked_in_at" is null or "purchases"."no_show_at" is null);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "commission_cents" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "operator_payable_cents" integer;--> statement-breakpoint
UPDATE "purchases" p SET "commission_cents" = floor(((p."subtotal_cents" - p."group_discount_cents" + p."add_ons_cents") * c."commission_bps" + 5000) / 10000.0) FROM "companies" c WHERE c."id" = p."company_id";--> statement-breakpoint
UPDATE "purchases" SET "operator_payable_cents" = "subtotal_cents" - "group_discount_cents" + "add_ons_cents" - "commission_cents";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "commission_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "operator_payable_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_operator_share_check" CHECK ("purchases"."commission_cents" + "purchases"."operator_payable_cents" = "purchases"."subtotal_cents" - "purchases"."group_discount_cents" + "purchases"."add_ons_cents");
