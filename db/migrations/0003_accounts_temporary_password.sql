ALTER TABLE "users" ADD COLUMN "temporary_password_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temporary_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temporary_password_used_at" timestamp with time zone;