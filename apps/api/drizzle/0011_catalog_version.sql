-- The public catalog's change counter (issue 18; apps/api/src/modules/service-items/catalog-cache.ts).
-- The API keeps public catalog pages and totals for a few seconds and serves them only while this
-- number is unchanged, so every statement that can change what the catalog shows moves it: listing
-- rows (also stock changes at checkout and reservation release), listing photos, reviews (ratings
-- are shown), providers (state, business name) and categories (enabled, name).
-- A sequence, not a counter row: nextval never waits for a lock and is not rolled back, so
-- concurrent checkouts do not queue on one hot row, and a rolled-back write only costs a cache miss.
-- Statement-level: a 100,000-row insert moves it once.
-- ALWAYS: bulk loads that switch triggers off (session_replication_role = replica, as the scale
-- seed does for foreign keys) must still make the API forget what it cached.
CREATE SEQUENCE IF NOT EXISTS catalog_version;--> statement-breakpoint

CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger AS $$
BEGIN
  PERFORM nextval('catalog_version');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

CREATE TRIGGER service_items_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER service_item_photos_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_item_photos
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER reviews_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER providers_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint

ALTER TABLE service_items ENABLE ALWAYS TRIGGER service_items_catalog_version;--> statement-breakpoint
ALTER TABLE service_item_photos ENABLE ALWAYS TRIGGER service_item_photos_catalog_version;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_catalog_version;--> statement-breakpoint
ALTER TABLE providers ENABLE ALWAYS TRIGGER providers_catalog_version;--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER categories_catalog_version;
