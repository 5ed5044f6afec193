-- Monthly payouts (docs/decisions/0077-payouts): a company's payable of a month becomes one proposal, which an
-- admin approves, holds with a reason, or marks paid with the bank's reference; the paid one points at the
-- `payouts` row that posted it to the ledger (decision 0066's postPayout), so nothing pays twice.
CREATE TABLE "payout_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"month" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"second_factor_at" timestamp with time zone,
	"held_reason" text,
	"held_by" integer,
	"held_at" timestamp with time zone,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_proposals_amount_check" CHECK ("payout_proposals"."amount_cents" > 0),
	CONSTRAINT "payout_proposals_month_check" CHECK ("payout_proposals"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payout_proposals_status_check" CHECK ("payout_proposals"."status" in ('proposed', 'approved', 'held', 'paid')),
	CONSTRAINT "payout_proposals_paid_check" CHECK (("payout_proposals"."status" = 'paid') = ("payout_proposals"."payout_id" is not null)),
	CONSTRAINT "payout_proposals_held_check" CHECK ("payout_proposals"."status" <> 'held' or "payout_proposals"."held_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "payout_proposals" ADD CONSTRAINT "payout_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_proposals" ADD CONSTRAINT "payout_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_proposals" ADD CONSTRAINT "payout_proposals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_proposals" ADD CONSTRAINT "payout_proposals_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_proposals" ADD CONSTRAINT "payout_proposals_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_proposals_company_month_idx" ON "payout_proposals" USING btree ("company_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_proposals_payout_idx" ON "payout_proposals" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payout_proposals_month_status_idx" ON "payout_proposals" USING btree ("month","status");
