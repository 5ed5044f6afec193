CREATE TABLE "email_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content_id" text,
	"content_base64" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"source" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('pending', 'captured', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "paypal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"selection" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"lang_code" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"purchase_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_orders_status_check" CHECK ("paypal_orders"."status" in ('created', 'completed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_authentications" (
	"reference_id" text PRIMARY KEY NOT NULL,
	"card_token" text NOT NULL,
	"transaction_id" text,
	"amount_cents" integer,
	"status" text DEFAULT 'setup' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_authentications_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiration_month" smallint NOT NULL,
	"expiration_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" text DEFAULT 'charge' NOT NULL,
	"card_token" text,
	"paypal_order_id" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paypal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"payer_email" "citext",
	"payer_first_name" text,
	"payer_last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "voucher_token" text;--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_orders" ADD CONSTRAINT "paypal_orders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_attachments_email_idx" ON "email_attachments" USING btree ("email_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_purchase_idx" ON "payment_attempts" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_authentications_card_idx" ON "sandbox_authentications" USING btree ("card_token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key_idx" ON "sandbox_charges" USING btree ("operation","idempotency_key");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_voucher_token_unique" UNIQUE("voucher_token");