import type { Database } from '../../db/database';
import { toDevMail } from './dev-mailbox.mapper';
import type { DevMail, DevMailboxQuery } from './dev-mailbox.schemas';
import { listRecentMail } from './outbox.repository';

/** The development mailbox: the outbox's recent mails, newest first, with their links. */
export class DevMailboxService {
  constructor(private readonly db: Database) {}

  async list(query: DevMailboxQuery): Promise<DevMail[]> {
    return (await listRecentMail(this.db, { to: query.to, limit: query.limit })).map(toDevMail);
  }
}
