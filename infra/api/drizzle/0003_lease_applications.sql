CREATE TABLE "lease_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"equipment" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"term_months" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lease_applications_created_idx" ON "lease_applications" USING btree ("created_at");