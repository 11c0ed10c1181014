import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { documentRequirements, providerDocuments, providers, users } from '../db/schema/index';
import type { PrivateFileStore } from '../lib/media/private-file-store';
import { judgeVerification } from '../modules/verification';

// The demo's verification (issue 38): businesses in every document state, so both sides of the
// back office and the storefront's badge have something to show.
// - most active businesses: every document accepted (verified, the badge);
// - Lulu Beauty Lounge: an individual (CPR and bank letter) and verified;
// - Riffa Movers: verified, its signatory's CPR expiring in 20 days (the renewal warning);
// - Muharraq Pipe Masters: verified, a renewed CR uploaded and waiting in the admins' queue;
// - Budaiya Handyman (pending): every document accepted, ready to be approved;
// - Zallaq Watersports (rejected): changes requested on its CR, its bank letter missing;
// - Saar Home Care (inactive): verification expired (its CPR ran out).
// Each document's file is a one-page sample PDF in the private store.

type Stored = 'submitted' | 'accepted' | 'changes-requested';

interface PlannedDocument {
  requirement: number;
  state: Stored;
  /** Days from now; omitted: two years, where the requirement has an expiry. */
  expiresIn?: number;
  reason?: string;
}

interface BusinessPlan {
  individual?: boolean;
  documents: 'all-accepted' | PlannedDocument[];
  reviewRequested?: boolean;
}

const PLANS: Record<string, BusinessPlan> = {
  'lulu.beauty@example.bh': { individual: true, documents: 'all-accepted' },
  'riffa.movers@example.bh': {
    documents: [
      { requirement: 0, state: 'accepted' },
      { requirement: 1, state: 'accepted', expiresIn: 20 },
      { requirement: 2, state: 'accepted' },
    ],
  },
  'pipemasters@example.bh': {
    documents: [
      { requirement: 0, state: 'accepted', expiresIn: 25 },
      { requirement: 0, state: 'submitted', expiresIn: 390 },
      { requirement: 1, state: 'accepted' },
      { requirement: 2, state: 'accepted' },
    ],
    reviewRequested: true,
  },
  'zallaq.rentals@example.bh': {
    documents: [
      {
        requirement: 0,
        state: 'changes-requested',
        reason: 'The CR does not list water sports rentals among its activities. Upload the updated CR from Sijilat.',
      },
      { requirement: 1, state: 'accepted' },
    ],
  },
  'saar.homecare@example.bh': {
    documents: [
      { requirement: 0, state: 'accepted' },
      { requirement: 1, state: 'accepted', expiresIn: -5 },
      { requirement: 2, state: 'accepted' },
    ],
  },
};
const DEFAULT_PLAN: BusinessPlan = { documents: 'all-accepted' };

const DAY = 86_400_000;
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** A one-page PDF saying what it stands for (plain ASCII text in Helvetica). */
export function samplePdf(lines: readonly string[]): Buffer {
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 16 : 11} Tf 72 ${720 - index * 24} Td (${line.replace(/[()\\]/g, '')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedVerification(
  db: DbExecutor,
  files: PrivateFileStore | undefined,
  now: Date,
): Promise<number> {
  const businesses = await db
    .select({
      id: providers.id,
      name: providers.businessName,
      state: providers.accState,
      email: users.email,
      createdAt: providers.createdAt,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId));
  const requirements = await db.select().from(documentRequirements);
  let written = 0;
  for (const business of businesses) {
    const plan =
      PLANS[business.email] ?? (business.state === 'active' || business.state === 'pending' ? DEFAULT_PLAN : null);
    if (!plan) continue;
    const businessType = plan.individual ? 'individual' : 'company';
    const required = requirements
      .filter((requirement) => requirement.businessType === businessType && requirement.isActive)
      .sort((a, b) => a.sortOrder - b.sortOrder);
    const documents: PlannedDocument[] =
      plan.documents === 'all-accepted'
        ? required.map((_requirement, index) => ({ requirement: index, state: 'accepted' }))
        : plan.documents;
    const rows = documents.map((document, index) => {
      const requirement = required[document.requirement]!;
      const id = randomUUID();
      const expiresOn = requirement.hasExpiryDate ? dayFrom(now, document.expiresIn ?? 730) : null;
      const decided = document.state !== 'submitted';
      return {
        id,
        providerId: business.id,
        requirementId: requirement.id,
        state: document.state,
        number: requirement.hasNumber
          ? String(10_000_000 + (((index + 1) * 7_919_077 + business.name.length * 131) % 89_999_999))
          : '',
        issuedOn: requirement.hasIssueDate ? dayFrom(business.createdAt, -30) : null,
        expiresOn,
        storageKey: `document-${id}.pdf`,
        contentType: 'application/pdf',
        fileName: `${requirement.name.replace(/[^A-Za-z0-9 ]/g, '').trim()}.pdf`,
        sizeBytes: 0,
        reason: document.reason ?? null,
        submittedAt: new Date(now.getTime() - (document.state === 'submitted' ? 2 : 60) * DAY),
        decidedAt: decided ? new Date(now.getTime() - 59 * DAY) : null,
        // No warning sent yet: the first sweep warns Riffa Movers about its CPR.
        warnedDays: null,
        pdf: samplePdf([
          `Sample: ${requirement.name}`,
          business.name,
          `Number: ${requirement.hasNumber ? 'on file' : '-'}`,
          'Demo data of the marketplace. Not a real document.',
        ]),
      };
    });
    for (const { pdf, ...row } of rows) {
      row.sizeBytes = pdf.length;
      await files?.put(row.storageKey, pdf, 'application/pdf');
      await db.insert(providerDocuments).values(row);
      written += 1;
    }
    const judgement = judgeVerification(required, rows, now);
    await db
      .update(providers)
      .set({
        businessType,
        verification: judgement.verification,
        verifiedUntil: judgement.verifiedUntil,
        reviewRequestedAt: plan.reviewRequested ? new Date(now.getTime() - 2 * DAY) : null,
      })
      .where(eq(providers.id, business.id));
  }
  return written;
}
