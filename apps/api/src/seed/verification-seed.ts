import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';

// The demo's verification (issue 38): active businesses, and the pending one waiting for the
// admins' approval, hold accepted documents for every requirement of their type, expiring one to
// three years from now, so they show the "Verified business" badge and the pending one can be
// approved. Rejected and inactive businesses have given none.
// ALWAYS: documents are rows only; their files are not written (a preview answers 404).

export async function seedVerification(db: DbExecutor): Promise<void> {
  await db.execute(sql`
    insert into provider_documents (provider_id, requirement_id, state, number, issued_on, expires_on,
      storage_key, content_type, file_name, size_bytes, submitted_at, decided_at)
    select p.id, r.id, 'accepted',
      case when r.has_number then lpad((abs(hashtext(p.id::text || r.id::text)) % 100000000)::text, 8, '0') else '' end,
      case when r.has_issue_date then (p.created_at - interval '30 days')::date end,
      case when r.has_expiry_date then (now() + (365 + abs(hashtext(p.id::text)) % 730) * interval '1 day')::date end,
      'document-seed-' || p.id || '-' || r.id || '.pdf', 'application/pdf', 'document.pdf', 1024,
      p.created_at, p.created_at + interval '1 day'
    from providers p
    join document_requirements r on r.business_type = p.business_type and r.is_active
    where p.acc_state in ('active', 'pending')`);
  await db.execute(sql`
    update providers p set verification = 'verified', verified_until = (
      select min(d.expires_on) + 1 from provider_documents d where d.provider_id = p.id and d.state = 'accepted'
    )::timestamp at time zone 'Asia/Bahrain'
    where p.acc_state in ('active', 'pending')`);
}
