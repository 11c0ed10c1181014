import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';

export interface InboxCounts {
  pendingProviders: number;
  pendingPayouts: number;
  newInquiries: number;
  reportedMessages: number;
  verificationReviews: number;
}

/**
 * What waits for an admin, in one round trip of five counts, each read from an index:
 * providers_state_created_idx (then the users' primary key for the deleted flag),
 * transactions_type_status_created_idx, inquiries_status_created_idx the partial index of open
 * message reports and the providers' review queue index. Each is few at any time, whatever the size of their tables.
 */
export async function inboxCounts(db: DbExecutor): Promise<InboxCounts> {
  const result = await db.execute(
    sql`select
        (select count(*)::int from providers p join users u on u.id = p.user_id
          where p.acc_state = 'pending' and u.is_deleted = false) as "pendingProviders",
        (select count(*)::int from transactions where type = 'payout' and status = 'pending') as "pendingPayouts",
        (select count(*)::int from inquiries where status = 'new') as "newInquiries",
        (select count(*)::int from conversation_message_reports where status = 'open') as "reportedMessages",
        (select count(*)::int from providers p join users u on u.id = p.user_id
          where p.review_requested_at is not null and u.is_deleted = false) as "verificationReviews"`,
  );
  return (result as unknown as { rows: InboxCounts[] }).rows[0]!;
}
