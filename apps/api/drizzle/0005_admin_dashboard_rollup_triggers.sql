-- Keeps the admin dashboard's rollups (monthly_revenue, service_item_sales, order_status_counts;
-- migration 0004) current.
-- Statement-level triggers with transition tables: a statement that touches 100,000 rows (the scale
-- seed) costs one grouped write, not 100,000 row triggers updating the same rollup row.
-- service_item_sales (one row per listing, little contention) is upserted in the statement, in key
-- order. monthly_revenue and order_status_counts have a few hot rows that nearly every checkout,
-- settlement or status change moves: the statement stages its changes in *_changes, and a deferred
-- trigger folds them in at commit, in key order. Their row locks are then held only while the
-- transaction commits, and a transaction waiting for one holds no lock another writer could be
-- waiting for, so they serialise commits briefly but cannot take part in a deadlock.
-- ALWAYS: bulk loads that switch triggers off (session_replication_role = replica, as the scale
-- seed does for foreign keys) must still keep the rollups right.

-- The first day of the Asia/Bahrain calendar month (fixed UTC+3, no daylight saving) of a moment.
CREATE OR REPLACE FUNCTION bahrain_month(at timestamptz) RETURNS date AS $$
  SELECT date_trunc('month', (at AT TIME ZONE 'UTC') + interval '3 hours')::date
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;--> statement-breakpoint

-- monthly_revenue: completed payments, refunds and earnings by the Bahrain month they were booked
-- in (created_at). Each branch feeds signed rows (+1 new, -1 old) to one grouped insert; groups whose
-- deltas are all zero (an update that changes nothing that counts) are left out. Every settlement
-- and earning moves the current month's row, so the statement only stages its changes in
-- monthly_revenue_changes and a deferred trigger folds them in at commit (see order_status_counts).
CREATE OR REPLACE FUNCTION monthly_revenue_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO monthly_revenue_changes
        (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
      SELECT bahrain_month(c.created_at),
        sum(CASE WHEN c.type = 'payment' THEN c.sign ELSE 0 END),
        sum(CASE WHEN c.type = 'payment' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'refund' THEN c.sign ELSE 0 END),
        sum(CASE WHEN c.type = 'refund' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'earning' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'earning' THEN c.sign * c.fee_fils ELSE 0 END)
      FROM (SELECT 1 AS sign, * FROM new_rows) c
      WHERE c.status = 'completed' AND c.type IN ('payment', 'refund', 'earning')
      GROUP BY 1
      HAVING (sum(c.sign), sum(c.sign * c.amount_fils), sum(c.sign * c.fee_fils)) <> (0, 0, 0);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO monthly_revenue_changes
        (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
      SELECT bahrain_month(c.created_at),
        sum(CASE WHEN c.type = 'payment' THEN c.sign ELSE 0 END),
        sum(CASE WHEN c.type = 'payment' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'refund' THEN c.sign ELSE 0 END),
        sum(CASE WHEN c.type = 'refund' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'earning' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'earning' THEN c.sign * c.fee_fils ELSE 0 END)
      FROM (SELECT -1 AS sign, * FROM old_rows) c
      WHERE c.status = 'completed' AND c.type IN ('payment', 'refund', 'earning')
      GROUP BY 1
      HAVING (sum(c.sign), sum(c.sign * c.amount_fils), sum(c.sign * c.fee_fils)) <> (0, 0, 0);
  ELSE
    INSERT INTO monthly_revenue_changes
        (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
      SELECT bahrain_month(c.created_at),
        sum(CASE WHEN c.type = 'payment' THEN c.sign ELSE 0 END),
        sum(CASE WHEN c.type = 'payment' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'refund' THEN c.sign ELSE 0 END),
        sum(CASE WHEN c.type = 'refund' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'earning' THEN c.sign * c.amount_fils ELSE 0 END),
        sum(CASE WHEN c.type = 'earning' THEN c.sign * c.fee_fils ELSE 0 END)
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) c
      WHERE c.status = 'completed' AND c.type IN ('payment', 'refund', 'earning')
      GROUP BY 1
      HAVING (sum(c.sign), sum(c.sign * c.amount_fils), sum(c.sign * c.fee_fils)) <> (0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION monthly_revenue_apply() RETURNS trigger AS $$
BEGIN
  -- The first firing in a transaction moves all of its staged rows; later firings find none.
  WITH moved AS (DELETE FROM monthly_revenue_changes WHERE txid = txid_current() RETURNING *)
  INSERT INTO monthly_revenue AS m
      (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
    SELECT month, sum(payment_count), sum(payments_fils), sum(refund_count), sum(refunds_fils), sum(earnings_fils),
      sum(commission_fils)
    FROM moved GROUP BY month ORDER BY month
    ON CONFLICT (month) DO UPDATE SET
      payment_count = m.payment_count + excluded.payment_count,
      payments_fils = m.payments_fils + excluded.payments_fils,
      refund_count = m.refund_count + excluded.refund_count,
      refunds_fils = m.refunds_fils + excluded.refunds_fils,
      earnings_fils = m.earnings_fils + excluded.earnings_fils,
      commission_fils = m.commission_fils + excluded.commission_fils;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER monthly_revenue_changes_apply AFTER INSERT ON monthly_revenue_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION monthly_revenue_apply();--> statement-breakpoint
CREATE TRIGGER transactions_monthly_revenue_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_revenue_track();--> statement-breakpoint
CREATE TRIGGER transactions_monthly_revenue_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_revenue_track();--> statement-breakpoint
CREATE TRIGGER transactions_monthly_revenue_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION monthly_revenue_track();--> statement-breakpoint

-- service_item_sales from order lines: a line counts while its order is paid and the line is not
-- cancelled. Orders are never deleted by the API (only TRUNCATE resets them), so a line deleted
-- together with its order is not subtracted.
CREATE OR REPLACE FUNCTION service_item_sales_track_lines() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO service_item_sales AS s (service_item_id, provider_id, line_count, quantity, sales_fils)
      SELECT c.service_item_id, min(c.provider_id::text)::uuid, sum(c.sign), sum(c.sign * c.quantity),
        sum(c.sign * c.unit_price_fils::bigint)
      FROM (SELECT 1 AS sign, * FROM new_rows) c
      JOIN orders o ON o.id = c.order_id AND o.is_payment_success
      WHERE c.status <> 'Cancelled'
      GROUP BY c.service_item_id
      HAVING (sum(c.sign), sum(c.sign * c.quantity), sum(c.sign * c.unit_price_fils::bigint)) <> (0, 0, 0)
      ORDER BY c.service_item_id
      ON CONFLICT (service_item_id) DO UPDATE SET
        line_count = s.line_count + excluded.line_count,
        quantity = s.quantity + excluded.quantity,
        sales_fils = s.sales_fils + excluded.sales_fils;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO service_item_sales AS s (service_item_id, provider_id, line_count, quantity, sales_fils)
      SELECT c.service_item_id, min(c.provider_id::text)::uuid, sum(c.sign), sum(c.sign * c.quantity),
        sum(c.sign * c.unit_price_fils::bigint)
      FROM (SELECT -1 AS sign, * FROM old_rows) c
      JOIN orders o ON o.id = c.order_id AND o.is_payment_success
      WHERE c.status <> 'Cancelled'
      GROUP BY c.service_item_id
      HAVING (sum(c.sign), sum(c.sign * c.quantity), sum(c.sign * c.unit_price_fils::bigint)) <> (0, 0, 0)
      ORDER BY c.service_item_id
      ON CONFLICT (service_item_id) DO UPDATE SET
        line_count = s.line_count + excluded.line_count,
        quantity = s.quantity + excluded.quantity,
        sales_fils = s.sales_fils + excluded.sales_fils;
  ELSE
    INSERT INTO service_item_sales AS s (service_item_id, provider_id, line_count, quantity, sales_fils)
      SELECT c.service_item_id, min(c.provider_id::text)::uuid, sum(c.sign), sum(c.sign * c.quantity),
        sum(c.sign * c.unit_price_fils::bigint)
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) c
      JOIN orders o ON o.id = c.order_id AND o.is_payment_success
      WHERE c.status <> 'Cancelled'
      GROUP BY c.service_item_id
      HAVING (sum(c.sign), sum(c.sign * c.quantity), sum(c.sign * c.unit_price_fils::bigint)) <> (0, 0, 0)
      ORDER BY c.service_item_id
      ON CONFLICT (service_item_id) DO UPDATE SET
        line_count = s.line_count + excluded.line_count,
        quantity = s.quantity + excluded.quantity,
        sales_fils = s.sales_fils + excluded.sales_fils;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER order_items_sales_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_item_sales_track_lines();--> statement-breakpoint
CREATE TRIGGER order_items_sales_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_item_sales_track_lines();--> statement-breakpoint
CREATE TRIGGER order_items_sales_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_item_sales_track_lines();--> statement-breakpoint

-- An order that becomes paid (or, in principle, unpaid) adds (subtracts) its lines that are not cancelled.
CREATE OR REPLACE FUNCTION service_item_sales_track_orders() RETURNS trigger AS $$
BEGIN
  INSERT INTO service_item_sales AS s (service_item_id, provider_id, line_count, quantity, sales_fils)
    SELECT l.service_item_id, min(l.provider_id::text)::uuid, sum(c.sign), sum(c.sign * l.quantity),
      sum(c.sign * l.unit_price_fils::bigint)
    FROM (SELECT n.id, CASE WHEN n.is_payment_success THEN 1 ELSE -1 END AS sign
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.is_payment_success IS DISTINCT FROM o.is_payment_success) c
    JOIN order_items l ON l.order_id = c.id AND l.status <> 'Cancelled'
    GROUP BY l.service_item_id ORDER BY l.service_item_id
    ON CONFLICT (service_item_id) DO UPDATE SET
      line_count = s.line_count + excluded.line_count,
      quantity = s.quantity + excluded.quantity,
      sales_fils = s.sales_fils + excluded.sales_fils;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_sales_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_item_sales_track_orders();--> statement-breakpoint

-- service_item_sales from reviews: count and sum of ratings per listing.
CREATE OR REPLACE FUNCTION service_item_sales_track_reviews() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO service_item_sales AS s (service_item_id, provider_id, review_count, rating_sum)
      SELECT c.service_item_id, min(c.provider_id::text)::uuid, sum(c.sign), sum(c.sign * c.rating)
      FROM (SELECT 1 AS sign, * FROM new_rows) c
      GROUP BY c.service_item_id
      HAVING (sum(c.sign), sum(c.sign * c.rating)) <> (0, 0)
      ORDER BY c.service_item_id
      ON CONFLICT (service_item_id) DO UPDATE SET
        review_count = s.review_count + excluded.review_count,
        rating_sum = s.rating_sum + excluded.rating_sum;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO service_item_sales AS s (service_item_id, provider_id, review_count, rating_sum)
      SELECT c.service_item_id, min(c.provider_id::text)::uuid, sum(c.sign), sum(c.sign * c.rating)
      FROM (SELECT -1 AS sign, * FROM old_rows) c
      GROUP BY c.service_item_id
      HAVING (sum(c.sign), sum(c.sign * c.rating)) <> (0, 0)
      ORDER BY c.service_item_id
      ON CONFLICT (service_item_id) DO UPDATE SET
        review_count = s.review_count + excluded.review_count,
        rating_sum = s.rating_sum + excluded.rating_sum;
  ELSE
    INSERT INTO service_item_sales AS s (service_item_id, provider_id, review_count, rating_sum)
      SELECT c.service_item_id, min(c.provider_id::text)::uuid, sum(c.sign), sum(c.sign * c.rating)
      FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) c
      GROUP BY c.service_item_id
      HAVING (sum(c.sign), sum(c.sign * c.rating)) <> (0, 0)
      ORDER BY c.service_item_id
      ON CONFLICT (service_item_id) DO UPDATE SET
        review_count = s.review_count + excluded.review_count,
        rating_sum = s.rating_sum + excluded.rating_sum;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER reviews_sales_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_item_sales_track_reviews();--> statement-breakpoint
CREATE TRIGGER reviews_sales_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION service_item_sales_track_reviews();--> statement-breakpoint
CREATE TRIGGER reviews_sales_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION service_item_sales_track_reviews();--> statement-breakpoint

-- order_status_counts: orders by status (the order's derived status). Every checkout inserts a
-- Pending order and most changes move an order between statuses, so these five rows are the
-- hottest of all. Updating them inside the statement would hold their locks for the rest of the
-- transaction, and a checkout (stock, then counter) could deadlock with a cancellation (counter,
-- then stock). Instead the statement stages its changes, and a deferred trigger folds all of a
-- transaction's changes in at commit, in status order, when the transaction takes no other lock.
CREATE OR REPLACE FUNCTION order_status_counts_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_status_count_changes (status, delta)
      SELECT c.status, sum(c.sign) FROM (SELECT 1 AS sign, status FROM new_rows) c
      GROUP BY c.status HAVING sum(c.sign) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_status_count_changes (status, delta)
      SELECT c.status, sum(c.sign) FROM (SELECT -1 AS sign, status FROM old_rows) c
      GROUP BY c.status HAVING sum(c.sign) <> 0;
  ELSE
    INSERT INTO order_status_count_changes (status, delta)
      SELECT c.status, sum(c.sign) FROM (SELECT 1 AS sign, status FROM new_rows UNION ALL SELECT -1 AS sign, status FROM old_rows) c
      GROUP BY c.status HAVING sum(c.sign) <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER orders_status_counts_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_track();--> statement-breakpoint
CREATE TRIGGER orders_status_counts_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_track();--> statement-breakpoint
CREATE TRIGGER orders_status_counts_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_track();--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_apply() RETURNS trigger AS $$
BEGIN
  -- The first firing in a transaction moves all of its staged rows; later firings find none.
  WITH moved AS (DELETE FROM order_status_count_changes WHERE txid = txid_current() RETURNING status, delta)
  INSERT INTO order_status_counts AS s (status, order_count)
    SELECT status, sum(delta) FROM moved GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET order_count = s.order_count + excluded.order_count;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_status_count_changes_apply AFTER INSERT ON order_status_count_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_status_counts_apply();--> statement-breakpoint

-- TRUNCATE fires no row or statement triggers of the kinds above: empty the matching figures. DELETE
-- and UPDATE, not TRUNCATE: a reset truncates the rollups in the same statement ("table in use").
CREATE OR REPLACE FUNCTION dashboard_rollups_truncated() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'transactions' THEN
    DELETE FROM monthly_revenue_changes;
    DELETE FROM monthly_revenue;
  ELSIF TG_TABLE_NAME = 'orders' THEN
    DELETE FROM order_status_count_changes;
    DELETE FROM order_status_counts;
  ELSIF TG_TABLE_NAME = 'reviews' THEN
    UPDATE service_item_sales SET review_count = 0, rating_sum = 0 WHERE review_count <> 0 OR rating_sum <> 0;
  ELSE
    UPDATE service_item_sales SET line_count = 0, quantity = 0, sales_fils = 0 WHERE line_count <> 0 OR sales_fils <> 0;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER transactions_rollups_truncate AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_truncated();--> statement-breakpoint
CREATE TRIGGER order_items_rollups_truncate AFTER TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_truncated();--> statement-breakpoint
CREATE TRIGGER orders_rollups_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_truncated();--> statement-breakpoint
CREATE TRIGGER reviews_rollups_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_truncated();--> statement-breakpoint

ALTER TABLE transactions ENABLE ALWAYS TRIGGER transactions_monthly_revenue_insert;--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER transactions_monthly_revenue_update;--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER transactions_monthly_revenue_delete;--> statement-breakpoint
ALTER TABLE transactions ENABLE ALWAYS TRIGGER transactions_rollups_truncate;--> statement-breakpoint
ALTER TABLE order_items ENABLE ALWAYS TRIGGER order_items_sales_insert;--> statement-breakpoint
ALTER TABLE order_items ENABLE ALWAYS TRIGGER order_items_sales_update;--> statement-breakpoint
ALTER TABLE order_items ENABLE ALWAYS TRIGGER order_items_sales_delete;--> statement-breakpoint
ALTER TABLE order_items ENABLE ALWAYS TRIGGER order_items_rollups_truncate;--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_sales_update;--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_status_counts_insert;--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_status_counts_update;--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_status_counts_delete;--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_rollups_truncate;--> statement-breakpoint
ALTER TABLE order_status_count_changes ENABLE ALWAYS TRIGGER order_status_count_changes_apply;--> statement-breakpoint
ALTER TABLE monthly_revenue_changes ENABLE ALWAYS TRIGGER monthly_revenue_changes_apply;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_sales_insert;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_sales_update;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_sales_delete;--> statement-breakpoint
ALTER TABLE reviews ENABLE ALWAYS TRIGGER reviews_rollups_truncate;--> statement-breakpoint

-- Fill the rollups from the rows already there (a database seeded before this migration).
INSERT INTO monthly_revenue (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
  SELECT bahrain_month(created_at),
    count(*) FILTER (WHERE type = 'payment'), coalesce(sum(amount_fils) FILTER (WHERE type = 'payment'), 0),
    count(*) FILTER (WHERE type = 'refund'), coalesce(sum(amount_fils) FILTER (WHERE type = 'refund'), 0),
    coalesce(sum(amount_fils) FILTER (WHERE type = 'earning'), 0), coalesce(sum(fee_fils) FILTER (WHERE type = 'earning'), 0)
  FROM transactions WHERE status = 'completed' AND type IN ('payment', 'refund', 'earning')
  GROUP BY 1;--> statement-breakpoint
INSERT INTO order_status_counts (status, order_count) SELECT status, count(*) FROM orders GROUP BY status;--> statement-breakpoint
INSERT INTO service_item_sales (service_item_id, provider_id, line_count, quantity, sales_fils, review_count, rating_sum)
  SELECT i.id, i.provider_id, coalesce(l.line_count, 0), coalesce(l.quantity, 0), coalesce(l.sales_fils, 0),
    coalesce(r.review_count, 0), coalesce(r.rating_sum, 0)
  FROM service_items i
  LEFT JOIN (SELECT l.service_item_id, count(*) AS line_count, sum(l.quantity) AS quantity, sum(l.unit_price_fils) AS sales_fils
      FROM order_items l JOIN orders o ON o.id = l.order_id AND o.is_payment_success
      WHERE l.status <> 'Cancelled' GROUP BY 1) l ON l.service_item_id = i.id
  LEFT JOIN (SELECT service_item_id, count(*) AS review_count, sum(rating) AS rating_sum FROM reviews GROUP BY 1) r
    ON r.service_item_id = i.id
  WHERE l.service_item_id IS NOT NULL OR r.service_item_id IS NOT NULL;
