import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentRequirements, providerDocuments, providers } from '../../../db/schema/index';
import { call } from '../../../../test/account-helpers';
import { multipartBody } from '../../media/testing';

// Shared by tests of verification and of what it gates (approval, the catalog, orders).

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export type Headers = { authorization: string };

/** A document upload as the back office sends it: the fields, then the file. */
export async function uploadDocument(
  app: FastifyInstance,
  headers: Record<string, string> | undefined,
  providerId: string,
  fields: Record<string, string>,
  file: { bytes: Buffer; name: string; type: string } | null = {
    bytes: PDF,
    name: 'document.pdf',
    type: 'application/pdf',
  },
) {
  const form = await multipartBody(fields, file ?? undefined);
  return call(app, {
    method: 'POST',
    url: `/api/Provider/${providerId}/documents`,
    headers: { ...(headers ?? {}), ...form.headers },
    payload: form.payload,
  });
}

/** The active requirements of a business type, in the order providers see them. */
export async function requirementsOf(app: FastifyInstance, businessType: 'company' | 'individual' = 'company') {
  return app.db
    .select()
    .from(documentRequirements)
    .where(and(eq(documentRequirements.businessType, businessType), eq(documentRequirements.isActive, true)))
    .orderBy(documentRequirements.sortOrder);
}

/** A year from now, YYYY-MM-DD. */
export const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** The fields a requirement asks for, filled in. */
export function fieldsFor(requirement: typeof documentRequirements.$inferSelect, number = 'CR-12345678') {
  const fields: Record<string, string> = { RequirementId: requirement.id };
  if (requirement.hasNumber) fields['Number'] = number;
  if (requirement.hasIssueDate) fields['IssuedOn'] = '2024-01-15';
  if (requirement.hasExpiryDate) fields['ExpiresOn'] = nextYear();
  return fields;
}

/**
 * A business verified straight in the database (accepted documents for every requirement of its
 * type, expiring `expiresOn`), for tests that need one without the review: approval, the catalog.
 */
export async function markVerified(app: FastifyInstance, providerId: string, expiresOn = nextYear()) {
  const requirements = await requirementsOf(app);
  for (const requirement of requirements) {
    await app.db.insert(providerDocuments).values({
      providerId,
      requirementId: requirement.id,
      state: 'accepted',
      number: requirement.hasNumber ? '1234567890' : '',
      expiresOn: requirement.hasExpiryDate ? expiresOn : null,
      storageKey: `document-test-${providerId}-${requirement.id}.pdf`,
      contentType: 'application/pdf',
      fileName: 'document.pdf',
      sizeBytes: PDF.length,
      decidedAt: new Date(),
    });
  }
  const until = new Date(`${expiresOn}T21:00:00Z`);
  await app.db
    .update(providers)
    .set({ verification: 'verified', verifiedUntil: until })
    .where(eq(providers.id, providerId));
}
