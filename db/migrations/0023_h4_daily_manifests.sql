-- Tomorrow's manifests by e-mail (docs/decisions/0067-bookings-and-manifests.md): a company's e-mail of a
-- departure day is claimed here in the transaction that writes it to the outbox, so it goes once however
-- many processes run the purchases' job and whenever they restart.
CREATE TABLE "daily_manifest_sends" (
	"company_id" integer NOT NULL,
	"manifest_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"recipients" integer NOT NULL,
	CONSTRAINT "daily_manifest_sends_company_id_manifest_date_pk" PRIMARY KEY("company_id","manifest_date")
);
--> statement-breakpoint
ALTER TABLE "daily_manifest_sends" ADD CONSTRAINT "daily_manifest_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
