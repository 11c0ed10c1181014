import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { fullName, profileFromCustomer, profileFromProvider } from './profile';
import { UserProfileSchema } from './schemas/users';
import { sampleCustomer, sampleProvider } from './schemas/sample-responses';

describe('profileFromCustomer', () => {
  it('maps the PascalCase customer to the camelCase profile without a provider block', () => {
    const profile = profileFromCustomer(sampleCustomer);
    expect(Value.Check(UserProfileSchema, profile)).toBe(true);
    expect(profile).toMatchObject({ id: sampleCustomer.UserId, firstName: 'Fatima', phoneNumber: '+97333334444' });
    expect(profile.provider).toBeUndefined();
  });
});

describe('profileFromProvider', () => {
  it('takes the user fields from UserDetails and adds the provider block', () => {
    const profile = profileFromProvider(sampleProvider);
    expect(Value.Check(UserProfileSchema, profile)).toBe(true);
    expect(profile.id).toBe(sampleProvider.UserId);
    expect(profile.email).toBe('ahmed@gulf.example.bh');
    expect(profile.provider).toMatchObject({
      providerId: sampleProvider.ProviderId,
      accState: 'active',
      website: 'https://gulf.example.bh',
      createdAt: sampleProvider.CreatedAt,
      stateReason: null,
    });
  });

  it("carries the admin's reason for the current state", () => {
    const profile = profileFromProvider({ ...sampleProvider, AccState: 'rejected', StateReason: 'CR expired' });
    expect(Value.Check(UserProfileSchema, profile)).toBe(true);
    expect(profile.provider).toMatchObject({ accState: 'rejected', stateReason: 'CR expired' });
  });
});

describe('fullName', () => {
  it('joins the names or falls back to the e-mail', () => {
    expect(fullName({ firstName: 'Fatima', lastName: 'Ali', email: 'f@x.bh' })).toBe('Fatima Ali');
    expect(fullName({ firstName: '', lastName: '', email: 'f@x.bh' })).toBe('f@x.bh');
  });
});
