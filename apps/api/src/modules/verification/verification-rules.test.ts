import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  daysUntil,
  expiryInstant,
  isExpired,
  isRealDate,
  judgeVerification,
  maskNumber,
  verificationStatus,
} from './verification-rules';

// The verification rules without a database (issue 38; docs/decisions/provider-verification.md).

const now = new Date('2026-12-01T09:00:00Z');
const requirements = [
  { id: 'cr', isActive: true },
  { id: 'cpr', isActive: true },
  { id: 'old', isActive: false },
];
const accepted = (requirementId: string, expiresOn: string | null = null) =>
  ({ requirementId, state: 'accepted', expiresOn }) as const;

describe('verification rules', () => {
  it('lets a document count through its expiry day, in Bahrain', () => {
    // 2026-12-31 ends at 2027-01-01 00:00 in Bahrain, 21:00 UTC the day before.
    expect(expiryInstant('2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(isExpired({ expiresOn: '2026-12-01' }, now)).toBe(false);
    expect(isExpired({ expiresOn: '2026-11-30' }, now)).toBe(true);
    expect(daysUntil('2026-12-31', now)).toBe(30);
  });

  it('refuses days that do not exist', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-04-31')).toBe(false);
  });

  it('verifies a business only when every active requirement has an accepted, current document', () => {
    expect(judgeVerification(requirements, [accepted('cr')], now).verification).toBe('unverified');
    const both = judgeVerification(requirements, [accepted('cr', '2027-03-01'), accepted('cpr', '2028-01-10')], now);
    expect(both).toEqual({ verification: 'verified', verifiedUntil: expiryInstant('2027-03-01') });
    // An upload waiting for review is not accepted yet.
    const pending = [accepted('cr'), { requirementId: 'cpr', state: 'submitted', expiresOn: null } as const];
    expect(judgeVerification(requirements, pending, now).verification).toBe('unverified');
    // Only expiry stands in the way: expired.
    const lapsed = judgeVerification(requirements, [accepted('cr', '2026-11-30'), accepted('cpr')], now);
    expect(lapsed.verification).toBe('expired');
    // Nothing asked for, nothing checked.
    expect(judgeVerification([], [], now).verification).toBe('unverified');
  });

  it('says where the business stands, and when it may send its documents', () => {
    expect(verificationStatus('unverified', ['submitted', 'submitted'], true)).toBe('in-review');
    expect(verificationStatus('unverified', ['accepted', 'changes-requested'], false)).toBe('changes-requested');
    expect(verificationStatus('verified', ['accepted', 'submitted'], false)).toBe('verified');
    expect(verificationStatus('expired', ['accepted', 'expired'], false)).toBe('expired');
    expect(verificationStatus('unverified', ['missing', 'submitted'], false)).toBe('not-submitted');
    expect(canSubmit(['submitted', 'accepted'], false)).toBe(true);
    expect(canSubmit(['submitted', 'missing'], false)).toBe(false);
    expect(canSubmit(['accepted', 'accepted'], false)).toBe(false);
    expect(canSubmit(['submitted', 'submitted'], true)).toBe(false);
  });

  it('masks all but the last four characters of a number', () => {
    expect(maskNumber('CR-12345678')).toBe('•••••••5678');
    expect(maskNumber('123')).toBe('•••');
    expect(maskNumber('')).toBe('');
  });
});
