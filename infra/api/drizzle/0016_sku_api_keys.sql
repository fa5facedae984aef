CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_seller_idx" ON "api_keys" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_seller_sku_uq" ON "products" USING btree ("seller_id",lower("sku")) WHERE "products"."sku" is not null;--> statement-breakpoint
CREATE INDEX "products_seller_updated_idx" ON "products" USING btree ("seller_id","updated_at","id");