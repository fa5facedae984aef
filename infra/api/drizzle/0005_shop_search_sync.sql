-- Shop search text kept in sync by the database, whichever code writes a listing (seller forms, seed, bench).
-- xchange_model_tokens mirrors modelTokens() of src/lib/model-tokens.ts (a test compares the two).
CREATE OR REPLACE FUNCTION xchange_model_tokens(txt text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  words text[];
  acc text[] := '{}';
  n int;
  run text;
BEGIN
  words := ARRAY(
    SELECT w FROM (
      SELECT regexp_replace(part, '[^[:alnum:]]+', '', 'g') AS w, ord
      FROM unnest(regexp_split_to_array(lower(coalesce(txt, '')), '\s+')) WITH ORDINALITY AS t(part, ord)
    ) x WHERE w <> '' ORDER BY ord
  );
  n := coalesce(array_length(words, 1), 0);
  FOR i IN 1..n LOOP
    IF words[i] ~ '[0-9]' AND NOT words[i] = ANY(acc) THEN acc := acc || words[i]; END IF;
    FOR len IN 2..3 LOOP
      IF i + len - 1 <= n THEN
        run := array_to_string(words[i:i + len - 1], '');
        IF run ~ '[0-9]' AND NOT run = ANY(acc) THEN acc := acc || run; END IF;
      END IF;
    END LOOP;
  END LOOP;
  RETURN array_to_string(acc, ' ');
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  brand_name text;
  category_name text;
BEGIN
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
  NEW.model_tokens := xchange_model_tokens(NEW.name || ' ' || array_to_string(NEW.tags, ' '));
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.name || ' ' || coalesce(brand_name, '') || ' ' || NEW.model_tokens), 'A') ||
    setweight(to_tsvector('english', coalesce(category_name, '') || ' ' || array_to_string(NEW.tags, ' ')), 'B') ||
    setweight(to_tsvector('english', NEW.description), 'C');
  -- a listing without its own coordinates is where its seller is (the distance filter needs one place per listing)
  IF NEW.latitude IS NULL OR NEW.longitude IS NULL THEN
    SELECT latitude, longitude INTO NEW.latitude, NEW.longitude FROM users WHERE id = NEW.seller_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_sync
BEFORE INSERT OR UPDATE OF name, description, tags, brand_id, category_id, latitude, longitude, seller_id ON products
FOR EACH ROW EXECUTE FUNCTION products_search_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_resync_brand() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_resync AFTER UPDATE OF name ON brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_resync_brand();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_resync_category() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_resync AFTER UPDATE OF name ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_resync_category();
--> statement-breakpoint
UPDATE products SET name = name;
