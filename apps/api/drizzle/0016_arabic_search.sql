-- Catalog search in Arabic (issue 33; docs/decisions/languages.md, "Search in Arabic").
-- Migration 0002's document gains the Arabic texts of migration 0015, folded so that the spellings
-- people actually type meet: hamza forms of alef, alef maqsura / ya, ta marbuta / ha, hamza on
-- waw and ya, tashkeel and tatweel. Characters are written as U& escapes (the letters are named
-- beside them): combining marks and right-to-left letters are unreadable in a diff.
-- Everything here gives the same answers on PGlite (PostgreSQL 18, C.UTF-8) and PostgreSQL 15 in
-- the C locale: no Arabic stemmer (its stems differ by word form: 'حفلات' 'حفلا', 'الحفلات' 'حفل'),
-- and a trigram key in ASCII, because pg_trgm in the C locale sees no letters in Arabic text.

-- Folds text for search: lower case, accents (unaccent), then Arabic:
--   أ إ آ ٱ (0623 0625 0622 0671) -> ا (0627)     ؤ (0624) -> و (0648)     ئ (0626) ى (0649) -> ي (064A)
--   ة (0629) -> ه (0647)     Persian keheh ک (06A9) -> ك (0643), Farsi yeh ی (06CC) -> ي (064A)
--   Arabic-Indic digits ٠-٩ (0660-0669) and ۰-۹ (06F0-06F9) -> 0-9
--   ، ؛ ؟ ٪ ٫ ٬ ۔ (060C 061B 061F 066A 066B 066C 06D4) -> , ; ? % . , .   zero-width space (200B) -> space
--   removed: tashkeel (064B-065F, 0670 superscript alef), tatweel (0640), the Arabic letter mark
--   (061C) and the joiners and direction marks (200C-200F).
-- translate() drops every character of its second argument that has no partner in the third.
CREATE OR REPLACE FUNCTION marketplace_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(public.marketplace_unaccent(lower(value)),
    U&'\0623\0625\0622\0671\0624\0626\0649\0629\06A9\06CC'
      || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9'
      || U&'\060C\061B\061F\066A\066B\066C\06D4\200B'
      || U&'\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065A\065B\065C\065D\065E\065F'
      || U&'\0670\0640\061C\200C\200D\200E\200F',
    U&'\0627\0627\0627\0627\0648\064A\064A\0647\0643\064A'
      || '01234567890123456789'
      || ',;?%.,. ') $$;--> statement-breakpoint

-- The definite article and 'and': 'منازل' must find 'المنازل', 'تركيب' must find 'وتركيب'. A
-- word of Arabic letters that starts with ال, وال, بال, كال, فال, وبال, وكال, وفال, لل, ولل or
-- و and keeps 3 letters or more after it is indexed twice, as written and without the prefix
-- ('المنازل منازل'). The search words lose the article forms (marketplace_search_words), not a
-- bare و (it also begins words: 'ورشة'), so a search with or without the article finds both.
-- Short words keep theirs ('الة', 'بالون'), so a search being typed ('الم') still matches as written.
CREATE OR REPLACE FUNCTION marketplace_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.marketplace_search_fold(value),
    U&'(^|[^\0621-\064A])(\0648?(?:[\0628\0643\0641]?\0627\0644|\0644\0644)|\0648)([\0621-\064A]{3,})', '\1\2\3 \3', 'g') $$;--> statement-breakpoint

-- The search words ('plumb:* & المنازل:*' -> 'plumb:* & منازل:*'), folded the same way, without
-- the article forms; also what the trigram key below is made of.
CREATE OR REPLACE FUNCTION marketplace_search_words(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.marketplace_search_fold(value),
    U&'(^|[^\0621-\064A])(\0648?(?:[\0628\0643\0641]?\0627\0644|\0644\0644))([\0621-\064A]{3,})', '\1\3', 'g') $$;--> statement-breakpoint

-- Misspellings in Arabic: the folded Arabic letters, without the article forms, written one ASCII
-- character each (anything else becomes a space), so pg_trgm finds trigrams in every locale. The
-- article would give every pair of words starting with it two or three shared trigrams:
-- 'المناسبات' scored 0.5 against 'المنازل' with it, 0.38 without. The 29 letters left after
-- folding, ء ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي, in code point order:
CREATE OR REPLACE FUNCTION marketplace_arabic_trigram_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(regexp_replace(public.marketplace_search_words(value),
    U&'[^\0621\0627\0628\062A\062B\062C\062D\062E\062F\0630\0631\0632\0633\0634\0635\0636\0637\0638\0639\063A\0641\0642\0643\0644\0645\0646\0647\0648\064A]+', ' ', 'g'),
    U&'\0621\0627\0628\062A\062B\062C\062D\062E\062F\0630\0631\0632\0633\0634\0635\0636\0637\0638\0639\063A\0641\0642\0643\0644\0645\0646\0647\0648\064A',
    '0abt1jhxd2rzscp345egfqklmnowy') $$;--> statement-breakpoint

-- Name (A), description (B), business and category names (C): the English texts first, with the
-- 'english' configuration as before, then the Arabic ones with 'simple' (no stemmer, no stop
-- words), so an English text keeps the lexeme positions ts_rank read before.
CREATE OR REPLACE FUNCTION service_item_search_document(
  item_name text, item_description text, item_name_ar text, item_description_ar text,
  item_provider_id uuid, item_category_id uuid
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, public.marketplace_search_text(coalesce(item_name, ''))), 'A')
    || setweight(to_tsvector('english'::regconfig, public.marketplace_search_text(coalesce(item_description, ''))), 'B')
    || setweight(to_tsvector('english'::regconfig, public.marketplace_search_text(
         coalesce(p.business_name, '') || ' ' || coalesce(c.name, ''))), 'C')
    || setweight(to_tsvector('simple'::regconfig, public.marketplace_search_text(coalesce(item_name_ar, ''))), 'A')
    || setweight(to_tsvector('simple'::regconfig, public.marketplace_search_text(coalesce(item_description_ar, ''))), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.marketplace_search_text(
         coalesce(p.business_name_ar, '') || ' ' || coalesce(c.name_ar, ''))), 'C')
  FROM (SELECT 1) AS one
    LEFT JOIN public.providers p ON p.id = item_provider_id
    LEFT JOIN public.categories c ON c.id = item_category_id
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION service_items_search_document_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_document := service_item_search_document(
    NEW.name, NEW.description, NEW.name_ar, NEW.description_ar, NEW.provider_id, NEW.category_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

CREATE OR REPLACE FUNCTION service_items_search_document_by_owner() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    UPDATE service_items SET search_document =
        service_item_search_document(name, description, name_ar, description_ar, provider_id, category_id)
      WHERE category_id = NEW.id;
  ELSE
    UPDATE service_items SET search_document =
        service_item_search_document(name, description, name_ar, description_ar, provider_id, category_id)
      WHERE provider_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

-- The same triggers, now also on the Arabic columns.
DROP TRIGGER service_items_search_document ON service_items;--> statement-breakpoint
CREATE TRIGGER service_items_search_document
  BEFORE INSERT OR UPDATE OF name, description, name_ar, description_ar, provider_id, category_id ON service_items
  FOR EACH ROW EXECUTE FUNCTION service_items_search_document_refresh();--> statement-breakpoint

DROP TRIGGER categories_search_document ON categories;--> statement-breakpoint
CREATE TRIGGER categories_search_document
  AFTER UPDATE OF name, name_ar ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION service_items_search_document_by_owner();--> statement-breakpoint

DROP TRIGGER providers_search_document ON providers;--> statement-breakpoint
CREATE TRIGGER providers_search_document
  AFTER UPDATE OF business_name, business_name_ar ON providers
  FOR EACH ROW WHEN (OLD.business_name IS DISTINCT FROM NEW.business_name
    OR OLD.business_name_ar IS DISTINCT FROM NEW.business_name_ar)
  EXECUTE FUNCTION service_items_search_document_by_owner();--> statement-breakpoint

-- ALWAYS, as in 0002: bulk loads with session_replication_role = replica still fill the document.
ALTER TABLE service_items ENABLE ALWAYS TRIGGER service_items_search_document;--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER categories_search_document;--> statement-breakpoint
ALTER TABLE providers ENABLE ALWAYS TRIGGER providers_search_document;--> statement-breakpoint

DROP FUNCTION service_item_search_document(text, text, uuid, uuid);--> statement-breakpoint

-- Rows that existed before this migration.
UPDATE service_items SET search_document =
  service_item_search_document(name, description, name_ar, description_ar, provider_id, category_id);--> statement-breakpoint

-- Stored, not an index expression: the trigram operators need a recheck of every row the index
-- finds, and ranking reads the key of every match; computing it there cost about 25 µs a row
-- (0.95 s for a search matching 11,000 of 100,000 listings, against 0.38 s for 'repair').
ALTER TABLE service_items ADD COLUMN name_ar_trigram_key text
  GENERATED ALWAYS AS (marketplace_arabic_trigram_key(name_ar)) STORED;--> statement-breakpoint
CREATE INDEX service_items_name_ar_trgm_idx ON service_items USING gin (name_ar_trigram_key gin_trgm_ops);
