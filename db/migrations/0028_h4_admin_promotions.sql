-- The back office's promotions (docs/decisions/0075-admin-promotions.md). A coupon may be limited to companies and
-- countries as well as experiences and an affiliate: each list empty means "any".
CREATE TABLE "coupon_companies" (
	"coupon_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "coupon_companies_coupon_id_company_id_pk" PRIMARY KEY("coupon_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_companies" ADD CONSTRAINT "coupon_companies_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_companies" ADD CONSTRAINT "coupon_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "coupon_countries" (
	"coupon_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "coupon_countries_coupon_id_country_id_pk" PRIMARY KEY("coupon_id","country_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_countries" ADD CONSTRAINT "coupon_countries_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_countries" ADD CONSTRAINT "coupon_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sign-up credit and the referral reward as settings: an amount and a switch each. No row: the defaults
-- (SIGNUP_CREDIT_CENTS from the environment, the 5 USD referral reward), both on.
CREATE TABLE "promotion_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "promotion_settings_key_check" CHECK ("promotion_settings"."key" in ('signup_credit', 'referral_reward')),
	CONSTRAINT "promotion_settings_amount_check" CHECK ("promotion_settings"."amount_cents" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "promotion_settings" ADD CONSTRAINT "promotion_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every change of a setting: who, when, before and after, and why (the audit log has the same record).
CREATE TABLE "promotion_setting_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_setting_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_setting_changes" ADD CONSTRAINT "promotion_setting_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_setting_changes_key_idx" ON "promotion_setting_changes" USING btree ("key","changed_at");--> statement-breakpoint
-- Gift cards found by their buyer's or receiver's address.
CREATE INDEX "gift_cards_sender_email_idx" ON "gift_cards" USING btree ("sender_email");--> statement-breakpoint
CREATE INDEX "gift_cards_receiver_email_idx" ON "gift_cards" USING btree ("receiver_email");
