CREATE TABLE "imported_images" (
	"media_file_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"source_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"api_key_id" integer,
	"mode" text NOT NULL,
	"publish" boolean DEFAULT false NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea",
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imported_images" ADD CONSTRAINT "imported_images_media_file_id_media_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_images" ADD CONSTRAINT "imported_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_images_product_idx" ON "imported_images" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "listing_imports_seller_idx" ON "listing_imports" USING btree ("seller_id","created_at");