-- The reviews' figures on the rows they rate (issue 18): each listing and each provider keeps its
-- reviews' rating total and count, and the rounded average follows from them (a stored generated
-- column). Sort=rating averaged every listing's reviews per request (about 1 s on the scale seed's
-- 538,000 reviews); it is now a read of service_items_rating_idx in order.
ALTER TABLE "providers" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rating_average" numeric(3, 2) GENERATED ALWAYS AS (case when review_count > 0 then round(rating_total::numeric / review_count, 2) end) STORED;--> statement-breakpoint
ALTER TABLE "service_items" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_items" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_items" ADD COLUMN "rating_average" numeric(3, 2) GENERATED ALWAYS AS (case when review_count > 0 then round(rating_total::numeric / review_count, 2) end) STORED;--> statement-breakpoint
UPDATE service_items s SET rating_total = r.total, review_count = r.n
  FROM (SELECT service_item_id AS id, sum(rating)::int AS total, count(*)::int AS n FROM reviews GROUP BY 1) r
  WHERE s.id = r.id;--> statement-breakpoint
UPDATE providers p SET rating_total = r.total, review_count = r.n
  FROM (SELECT provider_id AS id, sum(rating)::int AS total, count(*)::int AS n FROM reviews GROUP BY 1) r
  WHERE p.id = r.id;--> statement-breakpoint
CREATE INDEX "service_items_rating_idx" ON "service_items" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint

-- The listing rollup of migration 0005 kept the same two figures for the admin dashboard; it now
-- reads them from providers, so that copy and its triggers go.
DROP TRIGGER reviews_sales_insert ON reviews;--> statement-breakpoint
DROP TRIGGER reviews_sales_update ON reviews;--> statement-breakpoint
DROP TRIGGER reviews_sales_delete ON reviews;--> statement-breakpoint
DROP TRIGGER reviews_rollups_truncate ON reviews;--> statement-breakpoint
DROP FUNCTION service_item_sales_track_reviews();--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_rollups_truncated() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'transactions' THEN
    DELETE FROM monthly_revenue_changes;
    DELETE FROM monthly_revenue;
  ELSIF TG_TABLE_NAME = 'orders' THEN
    DELETE FROM order_status_count_changes;
    DELETE FROM order_status_counts;
  ELSE
    UPDATE service_item_sales SET line_count = 0, quantity = 0, sales_fils = 0 WHERE line_count <> 0 OR sales_fils <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
ALTER TABLE "service_item_sales" DROP COLUMN "review_count";--> statement-breakpoint
ALTER TABLE "service_item_sales" DROP COLUMN "rating_sum";--> statement-breakpoint

-- Every write to reviews moves the figures by its signed rows (+1 for a new row, -1 for an old
-- one), once per statement: the scale seed's one insert of 538,000 reviews is one grouped update.
-- Dynamic SQL only picks which transition tables exist for the event (PL/pgSQL registers them for
-- EXECUTE too). Rows whose figures do not change (an edited comment) are not touched.
CREATE OR REPLACE FUNCTION review_figures_track() RETURNS trigger AS $$
DECLARE
  signed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END;
BEGIN
  EXECUTE 'UPDATE service_items s SET rating_total = s.rating_total + d.total, review_count = s.review_count + d.n
    FROM (SELECT service_item_id AS id, sum(sign * rating)::int AS total, sum(sign)::int AS n
      FROM (' || signed || ') c GROUP BY 1) d
    WHERE s.id = d.id AND (d.total, d.n) <> (0, 0)';
  EXECUTE 'UPDATE providers p SET rating_total = p.rating_total + d.total, review_count = p.review_count + d.n
    FROM (SELECT provider_id AS id, sum(sign * rating)::int AS total, sum(sign)::int AS n
      FROM (' || signed || ') c GROUP BY 1) d
    WHERE p.id = d.id AND (d.total, d.n) <> (0, 0)';
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

-- TRUNCATE has no transition table: every figure goes back to none.
CREATE OR REPLACE FUNCTION review_figures_reset() RETURNS trigger AS $$
BEGIN
  UPDATE service_items SET rating_total = 0, review_count = 0 WHERE review_count <> 0 OR rating_total <> 0;
  UPDATE providers SET rating_total = 0, review_count = 0 WHERE review_count <> 0 OR rating_total <> 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

CREATE TRIGGER reviews_figures_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_figures_track();--> statement-breakpoint
CREATE TRIGGER reviews_figures_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_figures_track();--> statement-breakpoint
CREATE TRIGGER reviews_figures_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_figures_track();--> statement-breakpoint
CREATE TRIGGER reviews_figures_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_figures_reset();--> statement-breakpoint

-- ALWAYS: the scale seed loads reviews with session_replication_role = replica.
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_figures_insert;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_figures_update;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_figures_delete;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_figures_truncate;
