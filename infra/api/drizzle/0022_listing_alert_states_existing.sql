-- Listings that exist before saved-search alerts are never announced as new: each is recorded as already seen, at
-- its current price (a later drop below it is still mailed). docs/product.md §2.14.
INSERT INTO "listing_alert_states" ("product_id", "visible", "price")
SELECT "id", true, coalesce("discount_price", "price") FROM "products"
ON CONFLICT ("product_id") DO NOTHING;
