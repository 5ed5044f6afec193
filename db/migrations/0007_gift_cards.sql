ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_code_unique";--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_hint" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "receiver_lang" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "buyer_lang" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_gift_card_idx" ON "payment_attempts" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "gift_cards_undelivered_idx" ON "gift_cards" USING btree ("delivery_date") WHERE "gift_cards"."status" = 'paid' and "gift_cards"."delivered_at" is null;--> statement-breakpoint
ALTER TABLE "gift_cards" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_subject_check" CHECK (("payment_attempts"."purchase_id" is null) <> ("payment_attempts"."gift_card_id" is null));--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_kind_check" CHECK ("paypal_orders"."kind" in ('purchase', 'gift_card'));--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_total_check" CHECK ("gift_cards"."total_cents" >= 0 and "gift_cards"."total_cents" <= "gift_cards"."amount_cents");--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_langs_check" CHECK ("gift_cards"."receiver_lang" in ('es', 'en') and "gift_cards"."buyer_lang" in ('es', 'en'));