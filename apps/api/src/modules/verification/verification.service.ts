import { randomUUID } from 'node:crypto';
import {
  PROVIDER_ERRORS,
  resolvePaging,
  totalPages,
  VERIFICATION_MESSAGES,
  type DocumentReviewRequest,
  type ProviderDocument,
  type ProviderVerificationSummary,
  type UploadDocumentRequest,
  type VerificationReviewList,
  type VerificationReviewQuery,
} from '@marketplace/contract';
import type { Database, DbExecutor } from '../../db/database';
import { isAdmin } from '../../identity/access-rules';
import type { AuthUser } from '../../identity/access-token';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { checkPrivateFile, cleanFileName } from '../../lib/media/private-file-check';
import type { PrivateFileStore } from '../../lib/media/private-file-store';
import { recordAudit } from '../audit';
import { signalStaffInbox } from '../notifications';
import { setProviderVerification } from '../providers';
import type { DocumentLinks } from './document-links';
import { noticeReviewOutcome, noticeReviewRequested } from './verification-notices';
import { toDocument, toSummary, type DocumentView } from './verification.mapper';
import {
  decideDocument,
  documentsOfProvider,
  findBusiness,
  findDocument,
  findRequirement,
  insertDocument,
  listRequirements,
  reviewQueue,
  type BusinessRow,
} from './verification.repository';
import { bahrainToday, expiryInstant, isRealDate, judgeVerification, maskNumber } from './verification-rules';

export interface ReceivedDocumentFile {
  data: Buffer;
  tooLarge: boolean;
  fileName: string;
}

/** A business's documents: its provider uploads and submits, admins review (issue 38). */
export class VerificationService {
  constructor(
    private readonly db: Database,
    private readonly files: PrivateFileStore,
    private readonly links: DocumentLinks,
  ) {}

  async summary(caller: AuthUser, providerId: string): Promise<ProviderVerificationSummary> {
    const business = await this.readable(this.db, caller, providerId);
    return this.summaryOf(this.db, business, caller);
  }

  /** A new document, or one replacing the upload not yet accepted for its requirement. */
  async upload(
    caller: AuthUser,
    providerId: string,
    fields: Omit<UploadDocumentRequest, 'File'>,
    file: ReceivedDocumentFile,
  ): Promise<ProviderDocument> {
    const business = await this.readable(this.db, caller, providerId);
    const requirement = await findRequirement(this.db, fields.RequirementId);
    if (!requirement) throw notFound(VERIFICATION_MESSAGES.requirementNotFound);
    if (!requirement.isActive || requirement.businessType !== business.businessType) {
      throw badRequest(VERIFICATION_MESSAGES.requirementNotNeeded);
    }
    const now = new Date();
    const number = requirement.hasNumber ? checkedNumber(fields.Number) : '';
    const issuedOn = requirement.hasIssueDate ? checkedIssueDate(fields.IssuedOn, now) : null;
    const expiresOn = requirement.hasExpiryDate ? checkedExpiry(fields.ExpiresOn, issuedOn, now) : null;
    const checked = await checkPrivateFile(file, {
      images: ['jpeg', 'png'],
      typeMessage: VERIFICATION_MESSAGES.fileType,
      tooLargeMessage: VERIFICATION_MESSAGES.fileTooLarge,
    });
    const documentId = randomUUID();
    const storageKey = `document-${documentId}.${checked.extension}`;
    await this.files.put(storageKey, checked.data, checked.contentType);
    let saved;
    try {
      saved = await this.db.transaction(async (tx) => {
        // Taken in turn with reviews and submissions of the same business.
        await findBusiness(tx, providerId, true);
        return insertDocument(tx, {
          id: documentId,
          providerId,
          requirementId: requirement.id,
          number,
          issuedOn,
          expiresOn,
          storageKey,
          contentType: checked.contentType,
          fileName: cleanFileName(file.fileName, checked.extension, 'document'),
          sizeBytes: checked.data.length,
        });
      });
    } catch (error) {
      await this.files.delete(storageKey).catch(() => undefined);
      throw error;
    }
    await this.deleteFiles(saved.replacedKeys);
    return toDocument(saved.row, this.view(caller));
  }

  /** Sends the uploaded documents to the admins' queue. */
  async submit(caller: AuthUser, providerId: string): Promise<ProviderVerificationSummary> {
    await this.db.transaction(async (tx) => {
      const business = await this.readable(tx, caller, providerId, true);
      if (business.reviewRequestedAt) throw conflict(VERIFICATION_MESSAGES.alreadyInReview);
      const summary = await this.summaryOf(tx, business, caller);
      if (!summary.CanSubmit) {
        const ready = summary.Items.every((item) => item.State === 'submitted' || item.State === 'accepted');
        throw ready ? conflict(VERIFICATION_MESSAGES.nothingToSubmit) : badRequest(VERIFICATION_MESSAGES.incomplete);
      }
      await this.store(tx, business, await this.read(tx, business), new Date());
      await noticeReviewRequested(tx, { ...business, providerId: business.id });
    });
    return this.summary(caller, providerId);
  }

  /** An admin accepts a document or asks for changes; the last decision of a round tells the provider. */
  async review(
    admin: AuthUser,
    providerId: string,
    documentId: string,
    input: DocumentReviewRequest,
    ip?: string,
  ): Promise<ProviderVerificationSummary> {
    const reason = input.Reason?.trim() || null;
    if (input.Decision === 'request-changes' && !reason) throw badRequest(VERIFICATION_MESSAGES.reasonRequired);
    const retired = await this.db.transaction(async (tx) => {
      const business = await findBusiness(tx, providerId, true);
      if (!business) throw notFound(PROVIDER_ERRORS.notFound);
      const document = await findDocument(tx, providerId, documentId, true);
      if (!document) throw notFound(VERIFICATION_MESSAGES.documentNotFound);
      if (document.state !== 'submitted') throw conflict(VERIFICATION_MESSAGES.notAwaitingReview);
      const state = input.Decision === 'accept' ? 'accepted' : 'changes-requested';
      const keys = await decideDocument(tx, document, { state, reason, decidedBy: admin.id });
      await recordAudit(tx, {
        actor: admin,
        action: `document.${input.Decision}`,
        targetType: 'provider',
        targetId: providerId,
        before: { DocumentId: documentId, RequirementId: document.requirementId, Number: maskNumber(document.number) },
        after: { State: state },
        reason,
        ip: ip ?? null,
      });
      await this.afterDecision(tx, business);
      return keys;
    });
    await this.deleteFiles(retired);
    return this.summary(admin, providerId);
  }

  /**
   * A document's file for its business's provider and admins, or for whoever holds its signed
   * link (an <img> sends no bearer token). Anyone else is told it does not exist.
   */
  async file(caller: AuthUser | null, providerId: string, documentId: string, token: string | undefined) {
    const byLink = token !== undefined && this.links.verify(documentId, token);
    if (!byLink) {
      if (!caller) throw new HttpError(401, VERIFICATION_MESSAGES.linkExpired);
      await this.readable(this.db, caller, providerId);
    }
    const document = await findDocument(this.db, providerId, documentId);
    const data = document && (await this.files.get(document.storageKey));
    if (!document || !data) throw notFound(VERIFICATION_MESSAGES.documentNotFound);
    return { data, contentType: document.contentType, fileName: document.fileName };
  }

  async queue(query: VerificationReviewQuery): Promise<VerificationReviewList> {
    const { page, pageSize, offset } = resolvePaging(query.Page, query.Limit);
    const { rows, total } = await reviewQueue(this.db, pageSize, offset);
    return {
      Items: rows.map((row) => ({
        ProviderId: row.providerId,
        BusinessName: row.businessName,
        BusinessNameAr: row.businessNameAr,
        BusinessType: row.businessType,
        AccState: row.accState,
        ReviewRequestedAt: row.reviewRequestedAt!.toISOString(),
        AwaitingDocuments: Number(row.awaiting),
      })),
      Page: page,
      Limit: pageSize,
      TotalItems: total,
      TotalPages: totalPages(total, pageSize),
    };
  }

  /**
   * After a decision: the business's verification as its accepted documents now say, and when
   * nothing awaits a decision any more, out of the queue with one notice of the outcome.
   */
  private async afterDecision(tx: DbExecutor, business: BusinessRow) {
    const { requirements, documents } = await this.read(tx, business);
    const roundOver = business.reviewRequestedAt !== null && !documents.some((d) => d.state === 'submitted');
    const judgement = await this.store(tx, business, { requirements, documents }, roundOver ? null : undefined);
    if (!roundOver) return;
    await signalStaffInbox(tx);
    const byId = new Map(requirements.map((requirement) => [requirement.id, requirement]));
    const changes = documents.flatMap((document) => {
      const requirement = byId.get(document.requirementId);
      return document.state === 'changes-requested' && requirement
        ? [{ name: requirement.name, nameAr: requirement.nameAr, reason: document.reason ?? '' }]
        : [];
    });
    if (changes.length > 0 || judgement.verification === 'verified') {
      await noticeReviewOutcome(tx, { ...business, providerId: business.id }, changes);
    }
  }

  /** The active requirements of the business's type and the documents it has. */
  private async read(db: DbExecutor, business: BusinessRow) {
    const [requirements, documents] = await Promise.all([
      listRequirements(db, { businessType: business.businessType, activeOnly: true }),
      documentsOfProvider(db, business.id),
    ]);
    return { requirements, documents };
  }

  /** Stores the business's verification as its documents say, and (when given) the review request. */
  private async store(
    tx: DbExecutor,
    business: BusinessRow,
    { requirements, documents }: Awaited<ReturnType<VerificationService['read']>>,
    reviewRequestedAt: Date | null | undefined,
  ) {
    const judgement = judgeVerification(requirements, documents, new Date());
    await setProviderVerification(tx, business.id, { ...judgement, reviewRequestedAt });
    return judgement;
  }

  private async summaryOf(db: DbExecutor, business: BusinessRow, caller: AuthUser) {
    const { requirements, documents } = await this.read(db, business);
    return toSummary(business, requirements, documents, this.view(caller));
  }

  private view(caller: AuthUser): DocumentView {
    return { fullNumbers: isAdmin(caller), url: this.links.url, now: new Date() };
  }

  /** The business's own provider and admins; anyone else is told it does not exist. */
  private async readable(db: DbExecutor, caller: AuthUser, providerId: string, forUpdate = false) {
    const business = await findBusiness(db, providerId, forUpdate);
    const mine = business && !business.isDeleted && business.userId === caller.id;
    if (!business || !(mine || isAdmin(caller))) throw notFound(PROVIDER_ERRORS.notFound);
    return business;
  }

  private async deleteFiles(keys: string[]) {
    // After the commit: a failed delete leaves a file no row points at, never a row without its file.
    await Promise.all(keys.map((key) => this.files.delete(key).catch(() => undefined)));
  }
}

function checkedNumber(value: string | undefined): string {
  const number = value?.trim() ?? '';
  if (!number) throw badRequest(VERIFICATION_MESSAGES.numberRequired);
  return number;
}

function checkedIssueDate(value: string | undefined, now: Date): string {
  if (!value) throw badRequest(VERIFICATION_MESSAGES.issueDateRequired);
  if (!isRealDate(value)) throw badRequest(VERIFICATION_MESSAGES.dateInvalid);
  if (value > bahrainToday(now)) throw badRequest(VERIFICATION_MESSAGES.issuedInFuture);
  return value;
}

function checkedExpiry(value: string | undefined, issuedOn: string | null, now: Date): string {
  if (!value) throw badRequest(VERIFICATION_MESSAGES.expiryDateRequired);
  if (!isRealDate(value)) throw badRequest(VERIFICATION_MESSAGES.dateInvalid);
  if (issuedOn && value <= issuedOn) throw badRequest(VERIFICATION_MESSAGES.expiryBeforeIssue);
  if (expiryInstant(value) <= now) throw badRequest(VERIFICATION_MESSAGES.alreadyExpired);
  return value;
}
