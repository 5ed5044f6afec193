ALTER TYPE "public"."purchase_status" ADD VALUE 'payment_failed';--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_ended_reason_check" CHECK ("purchases"."status"::text <> 'payment_failed' or "purchases"."ended_reason" is not null);--> statement-breakpoint
-- hand-written: purchases whose payment failed before this migration were stored as cancelled by the
-- administration (history reason `payment_failed`). They get the reason their attempt failed with and lose
-- their voucher secret, so no traveller-facing read shows them (those reads skip rows with an
-- `ended_reason`). Their status cannot become `payment_failed` here: a value added to an enum cannot be
-- used in the transaction that adds it (decision 0047).
UPDATE "purchases" p SET
  "ended_reason" = coalesce(
    (SELECT a."error_code" FROM "payment_attempts" a
      WHERE a."purchase_id" = p."id" AND a."status" = 'failed' AND a."error_code" IS NOT NULL
      ORDER BY a."id" DESC LIMIT 1),
    'PAYMENT_FAILED'),
  "voucher_token" = NULL
WHERE p."status"::text = 'canceled_by_administration' AND p."ended_reason" IS NULL AND EXISTS (
  SELECT 1 FROM "purchase_status_history" h
  WHERE h."purchase_id" = p."id" AND h."to_status"::text = 'canceled_by_administration'
    AND h."actor" = 'system' AND h."reason" = 'payment_failed');
