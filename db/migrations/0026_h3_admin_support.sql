-- The back office's travellers and operators (docs/decisions/0073-admin-travellers-and-companies.md): a
-- company may be suspended by the marketplace, its live experiences then wait in `suspended` (out of the
-- catalogue) until it is reinstated; admins grant or remove goodwill credit, one row per adjustment that
-- the ledger transaction refers to.
ALTER TYPE "public"."experience_status" ADD VALUE 'suspended';--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('active', 'suspended'));--> statement-breakpoint
CREATE TABLE "wallet_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_adjustments_amount_check" CHECK ("wallet_adjustments"."amount_cents" <> 0)
);--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_adjustments_user_idx" ON "wallet_adjustments" USING btree ("user_id");
