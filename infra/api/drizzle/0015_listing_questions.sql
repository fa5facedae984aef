ALTER TABLE "message_threads" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "productname" text;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_question_uq" ON "message_threads" USING btree ("product_id","buyer_id") WHERE "message_threads"."order_id" is null;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_order_or_listing" CHECK ("message_threads"."order_id" is not null or "message_threads"."productname" is not null);