ALTER TYPE "public"."referral_status" ADD VALUE 'self_referral';--> statement-breakpoint
ALTER TYPE "public"."referral_status" ADD VALUE 'reversed';--> statement-breakpoint
CREATE TABLE "user_devices" (
	"user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_devices_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referred_device_id" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "self_referral_reason" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reversed_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_devices_device_idx" ON "user_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_user_idx" ON "payment_attempts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_self_reason_check" CHECK ("referrals"."self_referral_reason" is null or "referrals"."self_referral_reason" in ('email', 'device', 'card'));