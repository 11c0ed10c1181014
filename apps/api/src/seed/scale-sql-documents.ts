import { TAX_DOCUMENT_SERIES } from '@marketplace/contract';

// The scale seed's tax documents (issue 36), as the app issues them: a tax invoice for every paid
// order of the batch and a credit note for every refund of one, numbered on in their series
// (INV, CN) without gaps, each a snapshot of the seller's details as configured, the customer and
// the lines (the order's amounts shared evenly over its lines, the rest on the last ones, as
// modules/tax-documents/document-lines.ts shares them). Numbers follow payment times within a
// batch; batches are drawn over the same two years, so across batches they do not: these are
// benchmark rows, not a history anyone files.

const INVOICES = TAX_DOCUMENT_SERIES['tax-invoice'];
const CREDIT_NOTES = TAX_DOCUMENT_SERIES['credit-note'];

/** INV-000123: six digits at least, as printedNumber writes them (lpad alone would cut a seventh). */
const printed = (series: string, sequence: string) =>
  `'${series}-' || lpad((${sequence})::text, greatest(6, length((${sequence})::text)), '0')`;

/** The seller as the documents copy it: the one row admins keep, '' for what is not set. */
const SELLER = `(select jsonb_build_object(
    'name', coalesce(s.legal_name, ''), 'nameAr', coalesce(s.legal_name_ar, ''),
    'address', coalesce(s.address, ''), 'addressAr', coalesce(s.address_ar, ''),
    'vatNumber', coalesce(s.vat_number, ''), 'crNumber', coalesce(s.cr_number, ''))
  from (select 1) one left join seller_details s on s.id = 1)`;

const BUYER = `jsonb_build_object(
    'name', coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email),
    'address', coalesce(u.address, ''), 'email', u.email, 'vatNumber', null)`;

/** An even share of `total` for line `rn` of `cnt`; the remainder's fils go to the last lines. */
const share = (total: string) => `(${total} / l.cnt + case when l.rn > l.cnt - ${total} % l.cnt then 1 else 0 end)`;

/** Takes `count` numbers of a series at once; `base` + 1 is the first of them. */
const takeNumbers = (series: string, count: string) => `taken as (
    insert into tax_document_series as t (series, last_number) select '${series}', ${count}
    on conflict (series) do update set last_number = t.last_number + excluded.last_number
    returning last_number - ${count} as base)`;

export function insertInvoices(): string {
  return `with paid as (
      select o.id, o.customer_id, o.paid_at, o.subtotal_fils, o.vat_fils, o.total_price_fils,
        row_number() over (order by o.paid_at, o.id) as n
      from seed_scale_orders s join orders o on o.id = s.id
      where o.is_payment_success and o.paid_at is not null),
    ${takeNumbers(INVOICES, '(select count(*)::int from paid)')},
    numbered_lines as (
      select i.id, i.order_id, i.name, i.name_ar, p.subtotal_fils, p.vat_fils,
        row_number() over (partition by i.order_id order by i.created_at, i.id) as rn,
        count(*) over (partition by i.order_id) as cnt
      from order_items i join paid p on p.id = i.order_id),
    lines as (
      select l.order_id, jsonb_agg(jsonb_build_object(
          'orderItemId', l.id,
          'description', 'Information request: ' || l.name,
          'descriptionAr', 'طلب معلومات: ' || coalesce(nullif(l.name_ar, ''), l.name),
          'quantity', 1, 'unitPriceFils', ${share('l.subtotal_fils')}, 'vatRatePercent', 10,
          'vatFils', ${share('l.vat_fils')}, 'totalFils', ${share('l.subtotal_fils')} + ${share('l.vat_fils')})
        order by l.rn) as lines
      from numbered_lines l group by l.order_id),
    ins as (
      insert into tax_documents (kind, series, sequence_number, number, issued_at, order_id, customer_id, seller, buyer,
        lines, taxable_fils, vat_fils, total_fils)
      select 'tax-invoice', '${INVOICES}', t.base + p.n, ${printed(INVOICES, 't.base + p.n')}, p.paid_at, p.id,
        p.customer_id, ${SELLER}, ${BUYER}, l.lines, p.subtotal_fils, p.vat_fils, p.total_price_fils
      from paid p cross join taken t join lines l on l.order_id = p.id join users u on u.id = p.customer_id
      returning 1)
    select count(*)::int as n from ins`;
}

/** The batch's refunds give back whole orders: each note credits its invoice in full. */
export function insertCreditNotes(): string {
  return `with refunds as (
      select r.id, r.created_at, r.description, inv.id as invoice_id, inv.order_id, inv.customer_id, inv.buyer,
        inv.lines, inv.taxable_fils, inv.vat_fils, inv.total_fils,
        row_number() over (order by r.created_at, r.id) as n
      from seed_scale_orders s
        join transactions r on r.order_id = s.id and r.type = 'refund'
        join tax_documents inv on inv.order_id = s.id and inv.kind = 'tax-invoice'),
    ${takeNumbers(CREDIT_NOTES, '(select count(*)::int from refunds)')},
    ins as (
      insert into tax_documents (kind, series, sequence_number, number, issued_at, order_id, customer_id, original_id,
        refund_transaction_id, seller, buyer, lines, reason, taxable_fils, vat_fils, total_fils)
      select 'credit-note', '${CREDIT_NOTES}', t.base + r.n, ${printed(CREDIT_NOTES, 't.base + r.n')}, r.created_at, r.order_id,
        r.customer_id, r.invoice_id, r.id, ${SELLER}, r.buyer, r.lines, r.description, r.taxable_fils, r.vat_fils,
        r.total_fils
      from refunds r cross join taken t
      returning 1)
    select count(*)::int as n from ins`;
}
