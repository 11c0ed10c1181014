import { describe, expect, it } from 'vitest';
import {
  CPR,
  CR,
  IBAN,
  itemFixture,
  summaryFixture,
  summaryIn,
} from '@/portals/provider/testing/verification-fixtures';
import {
  addDays,
  bahrainDay,
  expiringSoon,
  isBusinessTypeLocked,
  isRealDay,
  isVerificationExpired,
  itemsToUpload,
  requirementText,
} from './verification-rules';

describe('the verification rules', () => {
  it("count days in Bahrain's calendar", () => {
    // 22:30 UTC is already the next day in Bahrain (UTC+3).
    expect(bahrainDay(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(isRealDay('2026-02-28')).toBe(true);
    expect(isRealDay('2026-02-30')).toBe(false);
    expect(isRealDay('30/02/2026')).toBe(false);
  });

  it('lock the business type once documents are in review or accepted', () => {
    expect(isBusinessTypeLocked(summaryIn('not-submitted'))).toBe(false);
    expect(isBusinessTypeLocked(summaryIn('in-review'))).toBe(true);
    expect(isBusinessTypeLocked(summaryIn('verified'))).toBe(true);
    expect(isBusinessTypeLocked(summaryIn('expired'))).toBe(true);
    // Changes asked for on one document while the others were accepted: still locked.
    expect(isBusinessTypeLocked(summaryIn('changes-requested'))).toBe(true);
    // Uploaded, not yet sent; or every document sent back: free to change.
    expect(isBusinessTypeLocked(summaryFixture({ Items: [itemFixture(CR, 'submitted')] }))).toBe(false);
    expect(
      isBusinessTypeLocked(
        summaryFixture({ Status: 'changes-requested', Items: [itemFixture(CR, 'changes-requested')] }),
      ),
    ).toBe(false);
  });

  it('list the documents still to upload and tell an expired verification', () => {
    expect(itemsToUpload(summaryIn('not-submitted'))).toHaveLength(3);
    expect(itemsToUpload(summaryIn('changes-requested')).map((item) => item.Requirement.Name)).toEqual([CR.Name]);
    expect(isVerificationExpired(summaryIn('expired'))).toBe(true);
    expect(isVerificationExpired(summaryIn('verified'))).toBe(false);
  });

  it('warn of accepted documents expiring within 30 days, soonest first, unless a renewal was sent', () => {
    const today = '2026-12-01';
    const summary = summaryFixture({
      Status: 'verified',
      Items: [
        itemFixture(CR, 'accepted', { ExpiresOn: '2026-12-31' }),
        itemFixture(CPR, 'accepted', { ExpiresOn: '2026-12-10' }),
        itemFixture(IBAN, 'accepted'),
      ],
    });
    expect(expiringSoon(summary, today).map((soon) => soon.expiresOn)).toEqual(['2026-12-10', '2026-12-31']);
    expect(expiringSoon(summary, '2026-11-30').map((soon) => soon.expiresOn)).toEqual(['2026-12-10']);
    const renewing = summaryFixture({
      Items: [
        itemFixture(
          CR,
          'submitted',
          { ExpiresOn: '2027-12-31' },
          itemFixture(CR, 'accepted', { ExpiresOn: '2026-12-05' }).Document,
        ),
      ],
    });
    expect(expiringSoon(renewing, today)).toEqual([]);
  });

  it('name a requirement in the language on screen, in English when it has no Arabic', () => {
    expect(requirementText(CR, 'ar')).toEqual({
      name: 'شهادة السجل التجاري',
      hint: 'الشهادة من سجلات، بجميع صفحاتها.',
    });
    expect(requirementText({ ...CR, NameAr: ' ', HintAr: '' }, 'ar')).toEqual({ name: CR.Name, hint: CR.Hint });
    expect(requirementText(CR, 'en').name).toBe(CR.Name);
  });
});
