import { VERIFICATION_MESSAGES, type Provider } from '@marketplace/contract';
import type { DataProvider } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { withRealApi } from '@/testing/real-api';
import { adminPortal, failure, providerPortal } from '@/testing/real-api-portals';

// Issue 38's admin resources against the real API on the demo marketplace: the required documents
// (read per business type, created, changed by what changed only, made inactive, a duplicate name
// on its input), the verification queue after a provider sends a renewal, the providers list's
// Verification filter, and deleting an account (refused while active). The requests the data
// provider builds are only right if the API's answers make sense.

const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'SortOrder', order: 'ASC' as const }, filter: {} };

/** A PDF the API accepts by its bytes: it starts with %PDF- and ends with %%EOF. */
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/**
 * Uploads a document as its provider, in a multipart body written here: the client's upload sends
 * the browser's FormData, which jsdom's and Node's fetch do not share.
 */
async function uploadAsProvider(
  baseUrl: string,
  token: string,
  providerId: string,
  fields: Record<string, string>,
): Promise<void> {
  const boundary = 'backoffice-verification-test';
  const part = (name: string, value: string, file = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: application/pdf` : ''}\r\n\r\n${value}\r\n`;
  const body =
    Object.entries(fields)
      .map(([name, value]) => part(name, value))
      .join('') + `${part('File', PDF, 'document.pdf')}--${boundary}--\r\n`;
  const response = await fetch(`${baseUrl}/api/Provider/${providerId}/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

describe('the back office data provider against the real API: verification', () => {
  const server = withRealApi();
  let admin: DataProvider;
  beforeAll(async () => {
    admin = await adminPortal(server.real, 'admin@marketplace.test');
  }, 30_000);

  it('required documents: per business type in order, created, changed by what changed, made inactive', async () => {
    const company = await admin.getList('verification-requirements', { ...list, filter: { BusinessType: 'company' } });
    expect(company.total).toBeGreaterThanOrEqual(3);
    expect(company.data.every((row) => row.BusinessType === 'company' && row.id === row.RequirementId)).toBe(true);
    const orders = company.data.map((row) => row.SortOrder as number);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const { data: created } = await admin.create('verification-requirements', {
      data: {
        BusinessType: 'individual',
        Name: 'Freelance permit',
        NameAr: 'تصريح العمل الحر',
        Hint: '',
        HintAr: '',
        HasNumber: true,
        HasIssueDate: false,
        HasExpiryDate: true,
        IsActive: true,
        SortOrder: null,
      },
    });
    expect(created).toMatchObject({ BusinessType: 'individual', Name: 'Freelance permit', IsActive: true });
    const { data: one } = await admin.getOne('verification-requirements', { id: created.id });
    const { data: renamed } = await admin.update('verification-requirements', {
      id: one.id,
      data: { ...one, Name: 'Freelance work permit', SortOrder: 7 },
      previousData: one,
    });
    expect(renamed).toMatchObject({ Name: 'Freelance work permit', SortOrder: 7, NameAr: 'تصريح العمل الحر' });
    const { data: inactive } = await admin.update('verification-requirements', {
      id: one.id,
      data: { IsActive: false },
      previousData: renamed,
    });
    expect(inactive.IsActive).toBe(false);
    // Admins still see it, inactive.
    const individual = await admin.getList('verification-requirements', {
      ...list,
      filter: { BusinessType: 'individual' },
    });
    expect(individual.data.find((row) => row.id === one.id)?.IsActive).toBe(false);

    const duplicate = await failure(
      admin.update('verification-requirements', {
        id: one.id,
        data: { ...inactive, Name: company.data[0]!.Name, BusinessType: 'company' },
        previousData: inactive,
      }),
    );
    expect(duplicate).toEqual({ status: 409, message: VERIFICATION_MESSAGES.requirementNameTaken });
  });

  it('the queue: a provider’s renewal waits there, oldest first, until an admin decides it', async () => {
    const { api: provider, current } = await providerPortal(server.real, 'provider@marketplace.test');
    const adminApi = await server.real.clientFor('admin@marketplace.test');
    const mine = { ProviderId: current.providerId };
    const summary = await provider.verification.summary(mine.ProviderId);
    const cr = summary.Items.find((item) => item.Requirement.HasExpiryDate)!;
    await uploadAsProvider(server.real.baseUrl, provider.http.session.read()?.jwtToken ?? '', mine.ProviderId, {
      RequirementId: cr.Requirement.RequirementId,
      ...(cr.Requirement.HasNumber ? { Number: '12345678' } : {}),
      ...(cr.Requirement.HasIssueDate ? { IssuedOn: '2024-01-15' } : {}),
      ExpiresOn: inAYear(),
    });
    await provider.verification.submit(mine.ProviderId);

    const queue = await admin.getList('verification-reviews', list);
    const row = queue.data.find((review) => review.id === mine.ProviderId);
    expect(row).toMatchObject({ ProviderId: mine.ProviderId, AwaitingDocuments: 1, AccState: 'active' });
    const dates = queue.data.map((review) => review.ReviewRequestedAt as string);
    expect(dates).toEqual([...dates].sort());

    // During the renewal the accepted document stays in force beside the new upload.
    const renewal = await adminApi.verification.summary(mine.ProviderId);
    const item = renewal.Items.find((each) => each.Requirement.RequirementId === cr.Requirement.RequirementId)!;
    expect(item.Document?.State).toBe('submitted');
    expect(item.Previous?.State).toBe('accepted');
    const decided = await adminApi.verification.review(mine.ProviderId, item.Document!.DocumentId, {
      Decision: 'accept',
    });
    expect(decided.Status).toBe('verified');
    const after = await admin.getList('verification-reviews', list);
    expect(after.data.find((review) => review.id === mine.ProviderId)).toBeUndefined();
  });

  it('providers: filtered by verification; deleting an active business is refused with the API’s reason', async () => {
    const verified = await admin.getList('providers', {
      ...list,
      filter: { AccState: 'active', Verification: 'verified' },
    });
    expect(verified.total).toBeGreaterThanOrEqual(1);
    expect(verified.data.every((p) => p.Verification === 'verified')).toBe(true);
    const unverified = await admin.getList('providers', {
      ...list,
      filter: { AccState: 'rejected', Verification: 'unverified' },
    });
    expect(unverified.data.every((p) => p.Verification === 'unverified' && p.AccState === 'rejected')).toBe(true);

    const active = verified.data[0] as unknown as Provider & { id: string };
    const refused = await failure(admin.delete('providers', { id: active.id, previousData: active }));
    expect(refused).toEqual({ status: 409, message: VERIFICATION_MESSAGES.deleteActive });
  });
});
