import { DOCUMENT_MAX_BYTES, VERIFICATION_MESSAGES as M } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { CPR, CR, IBAN } from '@/portals/provider/testing/verification-fixtures';
import { documentFileProblem, documentFormSchema, uploadOf, type DocumentFormValues } from './upload-form';

const TODAY = '2026-12-01';
const pdf = new File(['%PDF-1.7'], 'cr.pdf', { type: 'application/pdf' });
const TOO_LONG = 'The number can have at most 40 characters.';

async function problems(values: Partial<DocumentFormValues>, requirement = CR): Promise<string[]> {
  try {
    await documentFormSchema(requirement, TODAY, TOO_LONG).validate(
      { number: '', issuedOn: '', expiresOn: '', file: null, ...values },
      { abortEarly: false },
    );
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe("the upload dialog's rules", () => {
  it('take PDF, JPEG and PNG files of at most 10 MB, by type (or extension when the type is unknown)', () => {
    expect(documentFileProblem(pdf)).toBeNull();
    expect(documentFileProblem({ name: 'card.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(documentFileProblem({ name: 'scan.png', type: '', size: 10 })).toBeNull();
    expect(documentFileProblem({ name: 'card.gif', type: 'image/gif', size: 10 })).toBe(M.fileType);
    expect(documentFileProblem({ name: 'letter.docx', type: '', size: 10 })).toBe(M.fileType);
    expect(documentFileProblem({ name: 'cr.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES })).toBeNull();
    expect(documentFileProblem({ name: 'cr.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES + 1 })).toBe(
      M.fileTooLarge,
    );
  });

  it("ask for each field the requirement has, with the API's messages", async () => {
    expect(await problems({})).toEqual([M.numberRequired, M.issueDateRequired, M.expiryDateRequired, M.fileMissing]);
    expect(await problems({}, IBAN)).toEqual([M.issueDateRequired, M.fileMissing]);
    expect(await problems({ file: pdf }, CPR)).toEqual([M.numberRequired, M.expiryDateRequired]);
  });

  it('refuse an issue date in the future, an expiry before the issue or already passed, and a long number', async () => {
    const base = { number: 'CR-1', file: pdf };
    expect(await problems({ ...base, issuedOn: '2026-12-02', expiresOn: '2027-12-01' })).toEqual([M.issuedInFuture]);
    expect(await problems({ ...base, issuedOn: '2026-06-01', expiresOn: '2026-05-01' })).toEqual([
      M.expiryBeforeIssue,
      M.alreadyExpired,
    ]);
    expect(await problems({ ...base, issuedOn: '2025-06-01', expiresOn: '2026-11-30' })).toEqual([M.alreadyExpired]);
    expect(await problems({ ...base, issuedOn: '2026-12-01', expiresOn: '2026-12-01' })).toEqual([M.expiryBeforeIssue]);
    expect(
      await problems({ ...base, number: 'x'.repeat(41), issuedOn: '2026-01-01', expiresOn: '2027-01-01' }),
    ).toEqual([TOO_LONG]);
    expect(await problems({ ...base, number: '  ', issuedOn: '2026-01-01', expiresOn: '2027-01-01' })).toEqual([
      M.numberRequired,
    ]);
  });

  it('send only the fields the requirement has, the number trimmed', () => {
    const values = { number: ' CR-12345 ', issuedOn: '2026-01-10', expiresOn: '2027-01-09', file: pdf };
    expect(uploadOf(CR, values)).toEqual({
      requirementId: CR.RequirementId,
      file: pdf,
      number: 'CR-12345',
      issuedOn: '2026-01-10',
      expiresOn: '2027-01-09',
    });
    expect(uploadOf(IBAN, values)).toEqual({ requirementId: IBAN.RequirementId, file: pdf, issuedOn: '2026-01-10' });
  });
});
