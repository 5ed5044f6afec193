-- Operators' earnings in the ledger (docs/decisions/0066-earnings-ledger.md): each company has a payable
-- account, the marketplace two counterparts (what operators earned, what was paid out to them), and each
-- payout approved by the marketplace team is a row of `payouts`. Existing bookings get their postings from
-- the server at start (domain/earnings/earnings-backfill.server.ts): a value added to an enum cannot be
-- used in the transaction that adds it.
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'operator_payable';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'operator_earnings';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'operator_payouts';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_check" CHECK (("ledger_accounts"."company_id" is not null) = ("ledger_accounts"."kind"::text = 'operator_payable') and ("ledger_accounts"."company_id" is null or "ledger_accounts"."user_id" is null));--> statement-breakpoint
DROP INDEX "ledger_accounts_platform_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_idx" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."user_id" is null and "ledger_accounts"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_company_idx" ON "ledger_accounts" USING btree ("company_id") WHERE "ledger_accounts"."company_id" is not null;--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"approved_by" integer NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_reference_check" CHECK (length(btrim("payouts"."reference")) between 1 and 100)
);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_company_reference_idx" ON "payouts" USING btree ("company_id","reference");
