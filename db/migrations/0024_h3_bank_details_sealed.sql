-- Payout account numbers encrypted at rest (docs/decisions/0069-bank-details-encryption.md). SQL cannot
-- encrypt: the last four characters are kept now, and the server seals each clear number at its next start
-- (domain/operators/seal-bank-accounts.server.ts), emptying "bank_account_number".
ALTER TABLE "companies" ADD COLUMN "bank_account_number_sealed" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account_last4" text;--> statement-breakpoint
UPDATE "companies" SET "bank_account_last4" = right("bank_account_number", 4) WHERE "bank_account_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_bank_account_sealed_check" CHECK ("companies"."bank_account_number_sealed" is null or "companies"."bank_account_number_sealed" like 'v1.%');
