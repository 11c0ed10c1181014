import {
  INQUIRY_MESSAGES,
  resolvePaging,
  totalPages,
  type CreateInquiryRequest,
  type Inquiry,
  type InquiryList,
  type InquiryListQuery,
  type InquiryStatus,
  type Locale,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit';
import { type AdminContext } from '../../identity/admin-context';
import type { AuthUser } from '../../identity/access-token';
import { inquiryReceivedMail, type MailService } from '../mail';
import { inquiryAnsweredEvent } from '../notifications';
import { raiseNotifications } from '../notifications';
import { inquiryNewNotice, notifyStaff, signalStaffInbox } from '../notifications';
import {
  deleteInquiry,
  findInquiryForUpdate,
  insertInquiry,
  listInquiries,
  setInquiryStatus,
} from './inquiries.repository';
import { toInquiry } from './inquiry.mapper';

/** Contact-page messages: anyone sends one (and gets a receipt by mail), admins work through them. */
export class InquiryService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
  ) {}

  /** `locale`: the language of the request that sent the form, which the receipt is written in. */
  async create(sender: AuthUser | null, input: CreateInquiryRequest, locale: Locale = 'en'): Promise<Inquiry> {
    const inquiry = await this.db.transaction(async (tx) => {
      const row = await insertInquiry(tx, {
        name: input.Name.trim(),
        email: input.Email.trim(),
        phone: input.Phone?.trim() || null,
        subject: input.Subject.trim(),
        message: input.Message.trim(),
        // Linked to the account only when a signed-in user sends it; visitors stay anonymous.
        userId: sender && !sender.isDeleted ? sender.id : null,
      });
      await this.mail.enqueue(tx, row.email, inquiryReceivedMail({ locale, name: row.name, subject: row.subject }));
      await notifyStaff(tx, inquiryNewNotice(row));
      return toInquiry(row);
    });
    this.mail.kick();
    return inquiry;
  }

  async list(query: InquiryListQuery): Promise<InquiryList> {
    const { page, pageSize, offset } = resolvePaging(query.page, query.pageSize);
    const status = query.status === undefined || query.status === 'all' ? undefined : query.status;
    const { rows, total } = await listInquiries(this.db, status, pageSize, offset);
    return {
      Items: rows.map(toInquiry),
      Page: page,
      PageSize: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }

  async setStatus(context: AdminContext, id: string, status: InquiryStatus): Promise<Inquiry> {
    return this.db.transaction(async (tx) => {
      const before = await this.existing(tx, id);
      const row = await setInquiryStatus(tx, id, status, context.actor.id);
      const after = toInquiry(row);
      await recordAudit(tx, { ...this.auditBase(context, id), action: 'inquiry.status', before, after });
      if (before.Status === 'new' && status !== 'new') await signalStaffInbox(tx);
      // "Answered" is the move to resolved; anonymous senders have no bell to tell.
      if (status === 'resolved' && before.Status !== 'resolved' && row.userId) {
        await raiseNotifications(tx, [inquiryAnsweredEvent({ id, userId: row.userId, subject: row.subject })]);
      }
      return after;
    });
  }

  async remove(context: AdminContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.existing(tx, id);
      await deleteInquiry(tx, id);
      if (before.Status === 'new') await signalStaffInbox(tx);
      await recordAudit(tx, { ...this.auditBase(context, id), action: 'inquiry.delete', before, after: null });
    });
  }

  private async existing(tx: DbExecutor, id: string): Promise<Inquiry> {
    const row = await findInquiryForUpdate(tx, id);
    if (!row) throw notFound(INQUIRY_MESSAGES.notFound);
    return toInquiry(row);
  }

  private auditBase(context: AdminContext, targetId: string) {
    return { actor: context.actor, targetType: 'inquiry', targetId, ip: context.ip };
  }
}
