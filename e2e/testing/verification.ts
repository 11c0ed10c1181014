import { expect, type APIRequestContext } from '@playwright/test';
import type { DocumentRequirement, ProviderVerificationSummary } from '@marketplace/contract';
import type { Tokens } from './accounts';

// Verifying a business through the API (issue 38), for journeys whose subject is not the
// verification screens: its provider uploads every required document and sends them for review,
// and an admin accepts each one.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const auth = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.jwtToken}` });
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

export async function verifyBusinessViaApi(
  request: APIRequestContext,
  provider: Tokens,
  admin: Tokens,
  providerId: string,
): Promise<void> {
  const requirements = (await (
    await request.get('/api/Verification/requirements?BusinessType=company', { headers: auth(provider) })
  ).json()) as DocumentRequirement[];
  for (const requirement of requirements) {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
      RequirementId: requirement.RequirementId,
    };
    if (requirement.HasNumber) multipart['Number'] = '12345678';
    if (requirement.HasIssueDate) multipart['IssuedOn'] = '2024-01-15';
    if (requirement.HasExpiryDate) multipart['ExpiresOn'] = inAYear();
    multipart['File'] = { name: 'document.pdf', mimeType: 'application/pdf', buffer: PDF };
    const uploaded = await request.post(`/api/Provider/${providerId}/documents`, {
      headers: auth(provider),
      multipart,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
  }
  const submitted = await request.post(`/api/Provider/${providerId}/verification/submit`, { headers: auth(provider) });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const summary = (await submitted.json()) as ProviderVerificationSummary;
  for (const item of summary.Items) {
    const decided = await request.patch(`/api/Provider/${providerId}/documents/${item.Document!.DocumentId}/review`, {
      headers: auth(admin),
      data: { Decision: 'accept' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }
}
