-- The on-call command (`npm run admin`, docs/decisions/0070-on-call-admin-command.md) writes the audit log as
-- "on-call": no account, so no actor id. Every other actor still has one.
ALTER TABLE "audit_log" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" in ('operator', 'admin', 'on-call'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_check" CHECK ("audit_log"."actor_id" is not null or "audit_log"."actor_kind" = 'on-call');
