CREATE TYPE "public"."listing_grade" AS ENUM('A', 'B', 'C', 'D');--> statement-breakpoint
CREATE TYPE "public"."shipping_method" AS ENUM('freight-quote', 'fixed', 'collect');--> statement-breakpoint
CREATE TYPE "public"."spec_kind" AS ENUM('number', 'choice', 'boolean', 'text');--> statement-breakpoint
CREATE TABLE "product_details" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"grade" "listing_grade",
	"grade_note" text DEFAULT '' NOT NULL,
	"hours_of_use" integer,
	"accessories" text DEFAULT '' NOT NULL,
	"warranty_days" integer DEFAULT 0 NOT NULL,
	"calibrated" boolean DEFAULT false NOT NULL,
	"calibration_date" date,
	"calibration_due" date,
	"calibration_lab" text DEFAULT '' NOT NULL,
	"calibration_accreditation" text DEFAULT '' NOT NULL,
	"certificate_file" text,
	"certificate_bytes" bigint DEFAULT 0 NOT NULL,
	"model_number" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"year" integer,
	"shipping" "shipping_method" DEFAULT 'freight-quote' NOT NULL,
	"shipping_price" numeric(12, 2),
	"lead_time_days" integer,
	"returns_days" integer DEFAULT 0 NOT NULL,
	"payment_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"product_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"num" double precision,
	"text" text,
	CONSTRAINT "product_specs_product_id_field_id_pk" PRIMARY KEY("product_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "spec_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" "spec_kind" NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_details" ADD CONSTRAINT "product_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_field_id_spec_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."spec_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_fields" ADD CONSTRAINT "spec_fields_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_details_certified_idx" ON "product_details" USING btree ("product_id") WHERE "product_details"."calibrated" and "product_details"."certificate_file" is not null;--> statement-breakpoint
CREATE INDEX "product_details_grade_idx" ON "product_details" USING btree ("grade","product_id");--> statement-breakpoint
CREATE INDEX "product_details_warranty_idx" ON "product_details" USING btree ("warranty_days","product_id");--> statement-breakpoint
CREATE INDEX "product_specs_field_num_idx" ON "product_specs" USING btree ("field_id","num","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spec_fields_category_name_uq" ON "spec_fields" USING btree ("category_id",lower("name"));--> statement-breakpoint
CREATE INDEX "spec_fields_category_idx" ON "spec_fields" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id",coalesce("discount_price", "price"),"id","seller_id","price","discount_price") WHERE "products"."published" and "products"."category_id" is not null;--> statement-breakpoint
-- A field's values are far from independent of the field (bandwidths in MHz, capacities in g): without these
-- statistics the planner misjudges how many listings a range holds.
CREATE STATISTICS IF NOT EXISTS "product_specs_field_num_stats" (mcv, dependencies) ON "field_id", "num" FROM "product_specs";
