CREATE TYPE "public"."offer_kind" AS ENUM('offer', 'quote');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'ordered');--> statement-breakpoint
CREATE TABLE "offer_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"actor_id" integer,
	"by" text NOT NULL,
	"step" text NOT NULL,
	"amount" numeric(12, 2),
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "offer_kind" NOT NULL,
	"status" "offer_status" DEFAULT 'open' NOT NULL,
	"product_id" integer,
	"productname" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"amount" numeric(12, 2),
	"quantity" integer DEFAULT 1 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"waiting_for" text,
	"buyer_counters" integer DEFAULT 0 NOT NULL,
	"seller_counters" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "accept_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_on_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "auto_decline_below" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "auto_accept_at" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_events_offer_idx" ON "offer_events" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_uq" ON "offers" USING btree ("buyer_id","product_id") WHERE "offers"."status" in ('open', 'countered');--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" USING btree ("seller_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "offers_expiry_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."status" in ('open', 'countered', 'accepted');