-- monthly_revenue_track (migration 0005) left out a month's group when its signed rows summed to
-- zero over all types together: (count, amount, fee) = (0, 0, 0). One statement that moves a
-- payment into a month and a refund of the same amount out of it (or completes the one and fails
-- the other) nets to zero that way, yet the month's payment and refund figures both change, and the
-- change was lost. Order totals take few values (a handful of prices), so bulk updates such as
-- "book these 20 days earlier" hit it now and then. Groups are now left out only when every figure
-- the rollup keeps is unchanged, each summed on its own.
CREATE OR REPLACE FUNCTION monthly_revenue_track() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO monthly_revenue_changes
        (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
      SELECT * FROM (
        SELECT bahrain_month(c.created_at) AS month,
          sum(CASE WHEN c.type = 'payment' THEN c.sign ELSE 0 END) AS payment_count,
          sum(CASE WHEN c.type = 'payment' THEN c.sign * c.amount_fils ELSE 0 END) AS payments_fils,
          sum(CASE WHEN c.type = 'refund' THEN c.sign ELSE 0 END) AS refund_count,
          sum(CASE WHEN c.type = 'refund' THEN c.sign * c.amount_fils ELSE 0 END) AS refunds_fils,
          sum(CASE WHEN c.type = 'earning' THEN c.sign * c.amount_fils ELSE 0 END) AS earnings_fils,
          sum(CASE WHEN c.type = 'earning' THEN c.sign * c.fee_fils ELSE 0 END) AS commission_fils
        FROM (SELECT 1 AS sign, * FROM new_rows) c
        WHERE c.status = 'completed' AND c.type IN ('payment', 'refund', 'earning')
        GROUP BY 1) d
      WHERE (d.payment_count, d.payments_fils, d.refund_count, d.refunds_fils, d.earnings_fils, d.commission_fils)
        <> (0, 0, 0, 0, 0, 0);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO monthly_revenue_changes
        (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
      SELECT * FROM (
        SELECT bahrain_month(c.created_at) AS month,
          sum(CASE WHEN c.type = 'payment' THEN c.sign ELSE 0 END) AS payment_count,
          sum(CASE WHEN c.type = 'payment' THEN c.sign * c.amount_fils ELSE 0 END) AS payments_fils,
          sum(CASE WHEN c.type = 'refund' THEN c.sign ELSE 0 END) AS refund_count,
          sum(CASE WHEN c.type = 'refund' THEN c.sign * c.amount_fils ELSE 0 END) AS refunds_fils,
          sum(CASE WHEN c.type = 'earning' THEN c.sign * c.amount_fils ELSE 0 END) AS earnings_fils,
          sum(CASE WHEN c.type = 'earning' THEN c.sign * c.fee_fils ELSE 0 END) AS commission_fils
        FROM (SELECT -1 AS sign, * FROM old_rows) c
        WHERE c.status = 'completed' AND c.type IN ('payment', 'refund', 'earning')
        GROUP BY 1) d
      WHERE (d.payment_count, d.payments_fils, d.refund_count, d.refunds_fils, d.earnings_fils, d.commission_fils)
        <> (0, 0, 0, 0, 0, 0);
  ELSE
    INSERT INTO monthly_revenue_changes
        (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
      SELECT * FROM (
        SELECT bahrain_month(c.created_at) AS month,
          sum(CASE WHEN c.type = 'payment' THEN c.sign ELSE 0 END) AS payment_count,
          sum(CASE WHEN c.type = 'payment' THEN c.sign * c.amount_fils ELSE 0 END) AS payments_fils,
          sum(CASE WHEN c.type = 'refund' THEN c.sign ELSE 0 END) AS refund_count,
          sum(CASE WHEN c.type = 'refund' THEN c.sign * c.amount_fils ELSE 0 END) AS refunds_fils,
          sum(CASE WHEN c.type = 'earning' THEN c.sign * c.amount_fils ELSE 0 END) AS earnings_fils,
          sum(CASE WHEN c.type = 'earning' THEN c.sign * c.fee_fils ELSE 0 END) AS commission_fils
        FROM (SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows) c
        WHERE c.status = 'completed' AND c.type IN ('payment', 'refund', 'earning')
        GROUP BY 1) d
      WHERE (d.payment_count, d.payments_fils, d.refund_count, d.refunds_fils, d.earnings_fils, d.commission_fils)
        <> (0, 0, 0, 0, 0, 0);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

-- Months the old filter already got wrong stay wrong until rebuilt: rebuild them all from the
-- transactions. SHARE mode waits for every transaction that is writing transactions (so their staged
-- changes are folded in first) and keeps new writers out until this migration commits.
LOCK TABLE transactions IN SHARE MODE;--> statement-breakpoint
DELETE FROM monthly_revenue;--> statement-breakpoint
INSERT INTO monthly_revenue (month, payment_count, payments_fils, refund_count, refunds_fils, earnings_fils, commission_fils)
  SELECT bahrain_month(created_at),
    count(*) FILTER (WHERE type = 'payment'), coalesce(sum(amount_fils) FILTER (WHERE type = 'payment'), 0),
    count(*) FILTER (WHERE type = 'refund'), coalesce(sum(amount_fils) FILTER (WHERE type = 'refund'), 0),
    coalesce(sum(amount_fils) FILTER (WHERE type = 'earning'), 0), coalesce(sum(fee_fils) FILTER (WHERE type = 'earning'), 0)
  FROM transactions WHERE status = 'completed' AND type IN ('payment', 'refund', 'earning')
  GROUP BY 1;
