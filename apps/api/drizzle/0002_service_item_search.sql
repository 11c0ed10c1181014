-- Catalog search (see apps/api/src/modules/service-items/service-items-search.ts).
-- The document is stored on the row and kept by triggers, because it draws on two other tables
-- (provider business name, category name) that a generated column cannot read.
-- 'english' everywhere: stemming makes 'plumber' and 'plumbing' meet; unaccent folds 'café'.

-- unaccent() is only STABLE (its dictionary could change); index expressions need IMMUTABLE.
-- Schema-qualified so it works under any search_path (restores run with an empty one).
CREATE OR REPLACE FUNCTION marketplace_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;--> statement-breakpoint

-- Name (A), description (B), business and category names (C).
CREATE OR REPLACE FUNCTION service_item_search_document(
  item_name text, item_description text, item_provider_id uuid, item_category_id uuid
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, marketplace_unaccent(coalesce(item_name, ''))), 'A')
    || setweight(to_tsvector('english'::regconfig, marketplace_unaccent(coalesce(item_description, ''))), 'B')
    || setweight(to_tsvector('english'::regconfig, marketplace_unaccent(
         coalesce((SELECT p.business_name FROM providers p WHERE p.id = item_provider_id), '') || ' ' ||
         coalesce((SELECT c.name FROM categories c WHERE c.id = item_category_id), ''))), 'C')
$$;--> statement-breakpoint

ALTER TABLE service_items ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;--> statement-breakpoint

CREATE OR REPLACE FUNCTION service_items_search_document_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_document := service_item_search_document(NEW.name, NEW.description, NEW.provider_id, NEW.category_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

CREATE TRIGGER service_items_search_document
  BEFORE INSERT OR UPDATE OF name, description, provider_id, category_id ON service_items
  FOR EACH ROW EXECUTE FUNCTION service_items_search_document_refresh();--> statement-breakpoint

-- A renamed category or business renames nothing on the listing row, so these touch its listings.
CREATE OR REPLACE FUNCTION service_items_search_document_by_owner() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'categories' THEN
    UPDATE service_items SET search_document = service_item_search_document(name, description, provider_id, category_id)
      WHERE category_id = NEW.id;
  ELSE
    UPDATE service_items SET search_document = service_item_search_document(name, description, provider_id, category_id)
      WHERE provider_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

CREATE TRIGGER categories_search_document
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION service_items_search_document_by_owner();--> statement-breakpoint

CREATE TRIGGER providers_search_document
  AFTER UPDATE OF business_name ON providers
  FOR EACH ROW WHEN (OLD.business_name IS DISTINCT FROM NEW.business_name)
  EXECUTE FUNCTION service_items_search_document_by_owner();--> statement-breakpoint

-- ALWAYS: bulk loads that switch triggers off (session_replication_role = replica, as the scale
-- seed does to skip foreign-key checks) must still fill the search document.
ALTER TABLE service_items ENABLE ALWAYS TRIGGER service_items_search_document;--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER categories_search_document;--> statement-breakpoint
ALTER TABLE providers ENABLE ALWAYS TRIGGER providers_search_document;--> statement-breakpoint

-- Rows that existed before this migration.
UPDATE service_items SET search_document = service_item_search_document(name, description, provider_id, category_id);--> statement-breakpoint

CREATE INDEX service_items_search_document_idx ON service_items USING gin (search_document);--> statement-breakpoint
-- Misspellings: trigram word similarity on the folded name ('plumbr' ~ 'Plumbing').
CREATE INDEX service_items_name_trgm_idx ON service_items USING gin (marketplace_unaccent(lower(name)) gin_trgm_ops);
