-- The back office's support for bookings (docs/decisions/0074-admin-booking-support.md): an admin's partial
-- refunds are rows of purchase_refunds too (kind 'partial'), several per method; a cancellation keeps its
-- one row per method. Indexes for the admins' booking search (by company, experience or date, newest
-- first) and for a booking's e-mails (the traveller's address, in time).
ALTER TABLE "purchase_refunds" ADD COLUMN "kind" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD COLUMN "operation_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD CONSTRAINT "purchase_refunds_kind_check" CHECK ("purchase_refunds"."kind" in ('cancellation', 'partial'));--> statement-breakpoint
DROP INDEX "purchase_refunds_purchase_method_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_refunds_purchase_method_idx" ON "purchase_refunds" USING btree ("purchase_id","method") WHERE "purchase_refunds"."kind" = 'cancellation';--> statement-breakpoint
CREATE INDEX "purchase_refunds_purchase_idx" ON "purchase_refunds" USING btree ("purchase_id","id");--> statement-breakpoint
CREATE INDEX "purchases_company_starts_idx" ON "purchases" USING btree ("company_id","starts_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "purchases_experience_starts_idx" ON "purchases" USING btree ("experience_id","starts_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "purchases_booking_date_idx" ON "purchases" USING btree ("booking_date","id" DESC);--> statement-breakpoint
CREATE INDEX "purchases_starts_idx" ON "purchases" USING btree ("starts_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "email_outbox_to_email_idx" ON "email_outbox" USING btree ("to_email","created_at");
