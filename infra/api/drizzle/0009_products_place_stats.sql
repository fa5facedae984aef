-- Listings cluster in cities, so latitude and longitude are far from independent: without these statistics the
-- planner guesses a distance box holds a few rows when it holds thousands, and picks the wrong index for it.
CREATE STATISTICS IF NOT EXISTS "products_place_stats" (mcv, dependencies) ON "latitude", "longitude" FROM "products";
--> statement-breakpoint
ANALYZE "products";
