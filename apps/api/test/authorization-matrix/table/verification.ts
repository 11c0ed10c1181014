import { randomUUID } from 'node:crypto';
import { fieldsFor, PDF, requirementsOf } from '../../../src/modules/verification/testing';
import { multipartBody } from '../../../src/modules/media/testing';
import { adminsOnly, everyone, signedIn } from '../identities';
import { del, get, patch, post, put, type Row } from '../row';
import type { Target, World } from '../world';

// Verifying businesses (issue 38): a business's documents are its provider's and the admins'
// alone; anyone else is told the business does not exist. Admins configure the requirements,
// decide on documents and delete accounts.

const ofA = (a: Target, rest: string) => `/api/Provider/${a.providerId}${rest}`;
const fileOf = (a: Target) => ofA(a, `/documents/${a.documentId}/file`);
const reveals = { admin: ['providerA'], superAdmin: ['providerA'] } as const;

/** Provider A's bank letter (no number), uploaded again: a new upload for a requirement of its type. */
async function bankLetter(a: Target, world: World) {
  const iban = (await requirementsOf(world.app)).find((requirement) => !requirement.hasNumber)!;
  const form = await multipartBody(fieldsFor(iban), { bytes: PDF, name: 'iban.pdf', type: 'application/pdf' });
  return { method: 'POST' as const, url: ofA(a, '/documents'), payload: form.payload, headers: form.headers };
}

const providerOrAdmins = signedIn({ providerA: 200, admins: 200, providerB: 404, others: 403 });

export const verificationRows: Row[] = [
  {
    op: 'GET /api/Verification/requirements',
    request: () => get('/api/Verification/requirements'),
    answers: signedIn({ providers: 200, admins: 200, others: 403 }),
  },
  {
    op: 'POST /api/Admin/verification-requirements',
    request: () =>
      post('/api/Admin/verification-requirements', {
        BusinessType: 'individual',
        Name: `Matrix certificate ${randomUUID()}`,
        HasNumber: false,
        HasIssueDate: false,
        HasExpiryDate: false,
        IsActive: false,
      }),
    answers: adminsOnly(201),
    changes: ['admins'],
  },
  {
    op: 'PUT /api/Admin/verification-requirements/{id}',
    request: (a) => put(`/api/Admin/verification-requirements/${a.requirementId}`, { SortOrder: 9 }),
    answers: adminsOnly(200),
    changes: ['admins'],
  },
  {
    op: 'GET /api/Admin/verification-reviews',
    request: () => get('/api/Admin/verification-reviews?Limit=100'),
    answers: adminsOnly(200),
    reveals,
  },
  {
    op: 'GET /api/Provider/{id}/verification',
    request: (a) => get(ofA(a, '/verification')),
    answers: providerOrAdmins,
  },
  {
    op: 'POST /api/Provider/{id}/documents',
    request: (a, _me, world) => bankLetter(a, world),
    // Only the business's own provider uploads (admins decide, they do not supply documents).
    answers: signedIn({ providerA: 201, providerB: 404, others: 403 }),
    changes: ['providerA'],
  },
  {
    op: 'POST /api/Provider/{id}/verification/submit',
    request: (a) => post(ofA(a, '/verification/submit')),
    answers: signedIn({ providerA: 200, providerB: 404, others: 403 }),
    changes: ['providerA'],
    fresh: (fresh) => fresh.documentsToSubmit(),
  },
  {
    op: 'GET /api/Provider/{id}/documents/{documentId}/file',
    request: (a) => get(fileOf(a)),
    // No role check before the record: whoever is not its provider or an admin is told it does not exist.
    answers: signedIn({ providerA: 200, admins: 200, others: 404 }),
  },
  {
    // The signed link a preview opens: the one file, for whoever the verification page gave it to.
    op: 'GET /api/Provider/{id}/documents/{documentId}/file#signed link',
    request: (a) => get(`${fileOf(a)}?token=${a.documentToken}`),
    answers: everyone(200),
  },
  {
    op: 'PATCH /api/Provider/{id}/documents/{documentId}/review',
    request: (a) => patch(ofA(a, `/documents/${a.documentId}/review`), { Decision: 'accept' }),
    answers: adminsOnly(200),
    changes: ['admins'],
    fresh: (fresh) => fresh.documentToReview(),
  },
  {
    op: 'DELETE /api/Provider/{id}',
    request: (a) => del(`/api/Provider/${a.providerId}`),
    // Provider A is active: its own admins are refused (409), and the legitimate cells act on a
    // rejected business of their own.
    answers: adminsOnly(200),
    changes: ['admins'],
    freshForChangers: (fresh) => fresh.rejectedBusiness(),
  },
];
