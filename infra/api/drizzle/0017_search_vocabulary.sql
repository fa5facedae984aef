CREATE TABLE "search_vocabulary" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "search_vocabulary_pk" PRIMARY KEY("kind","term")
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_term_trgm_idx" ON "search_vocabulary" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below (drizzle-kit generated the table and its index above): the vocabulary follows every write of a
-- listing, brand or category. Listings: a statement-level trigger adds the distinct terms of all the rows one INSERT
-- or UPDATE statement wrote in one set-based insert, so a bulk write of 100k listings (seed, bench, imports) costs
-- one DISTINCT over its rows instead of 100k row-trigger calls each probing the same common words; ON CONFLICT DO
-- NOTHING locks no existing term, so concurrent seller writes never queue behind one another on "oscilloscope".
-- Terms are only added: readers check them against the listings the shop shows, and search_vocabulary_rebuild()
-- drops those no listing, brand or category uses any more.
CREATE OR REPLACE FUNCTION xchange_vocabulary_words(txt text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  -- letters only, 3 to 40 characters: words holding a digit are model numbers
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(txt, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
$$;
--> statement-breakpoint
-- Model numbers: a word with letters and digits ('DSOX3034A', '87V') or of 4+ digits ('1587'), and an all-capitals
-- prefix of up to 6 characters with the word after it ('DSO-X 3034A', 'HP 8563E'); term normalised as model_tokens.
CREATE OR REPLACE FUNCTION xchange_vocabulary_models(txt text) RETURNS TABLE (term text, label text)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parts text[] := regexp_split_to_array(btrim(coalesce(txt, '')), '\s+');
  word text;
  t text;
BEGIN
  FOR i IN 1..coalesce(array_length(parts, 1), 0) LOOP
    word := btrim(parts[i], '()[]{},;:.!?"''');
    t := lower(regexp_replace(word, '[^[:alnum:]]+', '', 'g'));
    IF length(t) BETWEEN 3 AND 30 AND ((t ~ '[0-9]' AND t ~ '[a-z]') OR t ~ '^[0-9]{4,}$') THEN
      term := t;
      label := word;
      RETURN NEXT;
      IF i > 1 AND parts[i - 1] ~ '^[A-Z][A-Z-]{0,5}$' THEN
        term := lower(replace(parts[i - 1], '-', '')) || t;
        label := parts[i - 1] || ' ' || word;
        RETURN NEXT;
      END IF;
    END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The terms of one listing's name and tags.
CREATE OR REPLACE FUNCTION search_vocabulary_terms(listing_name text, listing_tags text[]) RETURNS TABLE (kind text, term text, label text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'word', w, w FROM xchange_vocabulary_words(listing_name || ' ' || array_to_string(listing_tags, ' ')) AS w
  UNION ALL
  SELECT 'model', m.term, m.label FROM xchange_vocabulary_models(listing_name || ' ' || array_to_string(listing_tags, ' ')) AS m
$$;
--> statement-breakpoint
-- A brand or category: its whole name and its words.
CREATE OR REPLACE FUNCTION search_vocabulary_names(of_kind text, full_name text) RETURNS TABLE (kind text, term text, label text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT of_kind, lower(full_name), full_name
  UNION ALL
  SELECT 'word', w, w FROM xchange_vocabulary_words(full_name) AS w
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_vocabulary_from_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_vocabulary (kind, term, label)
    SELECT DISTINCT ON (v.kind, v.term) v.kind, v.term, v.label
    FROM written_listings n, search_vocabulary_terms(n.name, n.tags) AS v
    ORDER BY v.kind, v.term, v.label
    ON CONFLICT DO NOTHING;
  ELSE
    -- only the rows whose name or tags changed: a price or publish change adds nothing
    INSERT INTO search_vocabulary (kind, term, label)
    SELECT DISTINCT ON (v.kind, v.term) v.kind, v.term, v.label
    FROM written_listings n JOIN previous_listings o ON o.id = n.id, search_vocabulary_terms(n.name, n.tags) AS v
    WHERE n.name IS DISTINCT FROM o.name OR n.tags IS DISTINCT FROM o.tags
    ORDER BY v.kind, v.term, v.label
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS written_listings
FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_from_listings();
--> statement-breakpoint
CREATE TRIGGER products_vocabulary_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS previous_listings NEW TABLE AS written_listings
FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_from_listings();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_vocabulary_from_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (kind, term, label)
  SELECT v.kind, v.term, v.label FROM search_vocabulary_names(TG_ARGV[0], NEW.name) AS v
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brands_vocabulary AFTER INSERT OR UPDATE OF name ON brands
FOR EACH ROW EXECUTE FUNCTION search_vocabulary_from_name('brand');
--> statement-breakpoint
CREATE TRIGGER categories_vocabulary AFTER INSERT OR UPDATE OF name ON categories
FOR EACH ROW EXECUTE FUNCTION search_vocabulary_from_name('category');
--> statement-breakpoint
-- The whole vocabulary again from what is stored now, without the terms nothing uses any more; also fills it here.
CREATE OR REPLACE FUNCTION search_vocabulary_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM search_vocabulary;
  INSERT INTO search_vocabulary (kind, term, label)
  SELECT DISTINCT ON (v.kind, v.term) v.kind, v.term, v.label FROM (
    SELECT t.kind, t.term, t.label FROM products p, search_vocabulary_terms(p.name, p.tags) AS t
    UNION ALL
    SELECT t.kind, t.term, t.label FROM brands b, search_vocabulary_names('brand', b.name) AS t
    UNION ALL
    SELECT t.kind, t.term, t.label FROM categories c, search_vocabulary_names('category', c.name) AS t
  ) AS v
  ORDER BY v.kind, v.term, v.label;
$$;
--> statement-breakpoint
SELECT search_vocabulary_rebuild();
