CREATE TABLE "alert_digests" (
	"buyer_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"runs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alert_digests_buyer_id_frequency_pk" PRIMARY KEY("buyer_id","frequency")
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"saved_search_id" integer,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"old_price" numeric(12, 2),
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"buyer_id" integer PRIMARY KEY NOT NULL,
	"watchlist_alerts" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_alert_states" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"visible" boolean NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"summary" text NOT NULL,
	"alert" boolean DEFAULT true NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp with time zone,
	"words" "tsquery",
	"model_patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand" text,
	"category" text,
	"condition" text,
	"seller_id" integer,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"miles" double precision,
	"filters" jsonb NOT NULL,
	"recheck" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_alert_states" ADD CONSTRAINT "listing_alert_states_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_new_uq" ON "alert_matches" USING btree ("saved_search_id","product_id") WHERE "alert_matches"."kind" = 'new';--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_search_drop_uq" ON "alert_matches" USING btree ("saved_search_id","product_id","price") WHERE "alert_matches"."kind" = 'drop' and "alert_matches"."saved_search_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_watchlist_drop_uq" ON "alert_matches" USING btree ("buyer_id","product_id","price") WHERE "alert_matches"."kind" = 'drop' and "alert_matches"."saved_search_id" is null;--> statement-breakpoint
CREATE INDEX "alert_matches_pending_idx" ON "alert_matches" USING btree ("buyer_id") WHERE "alert_matches"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_buyer_name_uq" ON "saved_searches" USING btree ("buyer_id",lower("name"));