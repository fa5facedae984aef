CREATE TABLE "auth_code_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_failures_kind_subject_address_pk" PRIMARY KEY("kind","subject","address")
);
--> statement-breakpoint
CREATE INDEX "auth_code_sends_key_idx" ON "auth_code_sends" USING btree ("key","sent_at");--> statement-breakpoint
CREATE INDEX "auth_code_sends_sent_idx" ON "auth_code_sends" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "auth_failures_stale_idx" ON "auth_failures" USING btree ("kind","updated_at");