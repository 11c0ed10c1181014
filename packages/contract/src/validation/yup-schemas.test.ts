import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { requiredMessage, VALIDATION_MESSAGES } from './messages';
import {
  categoryFormSchema,
  contactInquiryFormSchema,
  customerRegistrationFormSchema,
  inviteAdminFormSchema,
  profileFormSchema,
  providerSignupFormSchema,
  rejectPayoutFormSchema,
  resetPasswordFormSchema,
  reviewFormSchema,
  settlePayoutFormSchema,
  signInFormSchema,
} from './yup-schemas';

/** First error message per field, the way formik shows them. */
function errorsOf(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path !== undefined && !(inner.path in result)) result[inner.path] = inner.message;
    }
    return result;
  }
}

const STRONG = 'Secret123';

describe('resetPasswordFormSchema', () => {
  it('accepts a valid form', () => {
    expect(errorsOf(resetPasswordFormSchema, { email: 'a@b.co', password: STRONG, confirmPassword: STRONG })).toEqual(
      {},
    );
  });
  it('shows the spec texts', () => {
    expect(errorsOf(resetPasswordFormSchema, { email: 'nope', password: 'abc', confirmPassword: 'abd' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
    expect(
      errorsOf(resetPasswordFormSchema, { email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual({
      password: 'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    });
  });
  it('reports required fields', () => {
    expect(errorsOf(resetPasswordFormSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });
});

describe('customerRegistrationFormSchema', () => {
  const valid = {
    firstName: ' Fatima ',
    lastName: 'Ali',
    email: 'fatima@example.bh',
    phoneNumber: '+97333334444',
    password: STRONG,
    confirmPassword: STRONG,
  };
  it('accepts a valid form and leaves values as typed (the API judges the same string)', () => {
    expect(errorsOf(customerRegistrationFormSchema, valid)).toEqual({});
    expect(customerRegistrationFormSchema.validateSync(valid).firstName).toBe(' Fatima ');
    expect(errorsOf(customerRegistrationFormSchema, { ...valid, email: ' fatima@example.bh' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it('shows required, phone and length texts', () => {
    expect(
      errorsOf(customerRegistrationFormSchema, {
        ...valid,
        firstName: '  ',
        lastName: 'x'.repeat(101),
        phoneNumber: '33334444',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 100 characters',
      phoneNumber:
        'Phone number must start with + and have at least 10 digits after the + symbol (minimum 11 characters total).',
    });
    expect(errorsOf(customerRegistrationFormSchema, { ...valid, phoneNumber: '' })).toEqual({
      phoneNumber: 'Phone number is required',
    });
  });
});

describe('signInFormSchema', () => {
  it('checks the e-mail but not the strength of an existing password', () => {
    expect(errorsOf(signInFormSchema, { email: 'a@b.co', password: 'old' })).toEqual({});
    expect(errorsOf(signInFormSchema, { email: 'a@b', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });
});

describe('providerSignupFormSchema', () => {
  const valid = {
    businessName: 'Gulf Cleaners',
    businessCategoryId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    primaryLocation: 'Manama',
    firstName: 'Ahmed',
    lastName: 'Salman',
    email: 'ahmed@gulf.bh',
    phoneNumber: '+97317000000',
    password: STRONG,
    confirmPassword: STRONG,
  };
  it('accepts a form without the optional business fields and defaults them to empty strings', () => {
    expect(errorsOf(providerSignupFormSchema, valid)).toEqual({});
    const cast = providerSignupFormSchema.validateSync(valid);
    expect(cast.website).toBe('');
    expect(cast.contactName).toBe('');
  });
  it('shows the business texts', () => {
    expect(
      errorsOf(providerSignupFormSchema, {
        ...valid,
        businessName: '',
        businessCategoryId: '',
        primaryLocation: '',
        website: 'gulf.bh',
      }),
    ).toEqual({
      businessName: 'Business name is required',
      businessCategoryId: 'Business category is required',
      primaryLocation: 'Primary location is required',
      website: 'Please enter a valid website address starting with http:// or https://',
    });
  });
});

describe('profileFormSchema', () => {
  it('allows an empty phone and address', () => {
    expect(errorsOf(profileFormSchema, { FirstName: 'A', LastName: 'B', PhoneNumber: '', Address: '' })).toEqual({});
  });
  it('rejects a phone without + on save', () => {
    expect(errorsOf(profileFormSchema, { FirstName: 'A', LastName: '', PhoneNumber: '97333334444' })).toEqual({
      LastName: 'Last name is required',
      PhoneNumber:
        'Phone number must start with + and have at least 10 digits after the + symbol (minimum 11 characters total).',
    });
  });
});

describe('contactInquiryFormSchema', () => {
  it('accepts a valid inquiry and reports missing fields', () => {
    expect(
      errorsOf(contactInquiryFormSchema, { Name: 'Sara', Email: 'sara@x.bh', Subject: 'Quote', Message: 'Hello' }),
    ).toEqual({});
    expect(errorsOf(contactInquiryFormSchema, { Email: 'x', Phone: '+1' })).toEqual({
      Name: 'Name is required',
      Email: 'Please enter a valid email address',
      Phone:
        'Phone number must start with + and have at least 10 digits after the + symbol (minimum 11 characters total).',
      Subject: 'Subject is required',
      Message: 'Message is required',
    });
  });
});

describe('reviewFormSchema', () => {
  it('defaults to 5 stars and an empty comment', () => {
    expect(reviewFormSchema.getDefault()).toEqual({ Rating: 5, Comment: '' });
    expect(errorsOf(reviewFormSchema, { Rating: 1 })).toEqual({});
  });
  it.each([0, 6, 2.5, 'abc'])('rejects rating %s', (Rating) => {
    expect(errorsOf(reviewFormSchema, { Rating })).toEqual({ Rating: 'Rating must be a whole number from 1 to 5' });
  });
  it('limits the comment to 2000 characters', () => {
    expect(errorsOf(reviewFormSchema, { Rating: 5, Comment: 'x'.repeat(2001) })).toEqual({
      Comment: 'Comment must be at most 2000 characters',
    });
  });
});

describe('control characters (the API refuses them with the same text)', () => {
  const text = 'Text must not contain control characters (such as NUL or escape codes)';
  it('are refused in single-line and multi-line fields', () => {
    const inquiry = { Name: 'Sa\u0000ra', Email: 'sara@x.bh', Subject: 'Quote\u001b[31m', Message: 'Hi\u0000' };
    expect(errorsOf(contactInquiryFormSchema, inquiry)).toEqual({ Name: text, Subject: text, Message: text });
    expect(errorsOf(reviewFormSchema, { Rating: 5, Comment: 'ok\u0007' })).toEqual({ Comment: text });
  });
  it('leave line breaks to multi-line fields', () => {
    const inquiry = { Name: 'Sara', Email: 'sara@x.bh', Subject: 'Quote', Message: 'Line one\r\nLine two\tend' };
    expect(errorsOf(contactInquiryFormSchema, inquiry)).toEqual({});
    expect(errorsOf(contactInquiryFormSchema, { ...inquiry, Subject: 'Two\nlines' })).toEqual({ Subject: text });
  });
  it('cannot be rated with an infinite number', () => {
    expect(errorsOf(reviewFormSchema, { Rating: Infinity })).toEqual({
      Rating: 'Rating must be a whole number from 1 to 5',
    });
  });
});

describe('categoryFormSchema', () => {
  it('needs a name, keeps line breaks in the description and refuses control characters', () => {
    expect(
      categoryFormSchema.validateSync({ CategoryName: 'Pet Care', CategoryDescription: 'Baths\nand trims' }),
    ).toEqual({ CategoryName: 'Pet Care', CategoryDescription: 'Baths\nand trims', ImageUrl: '', IsEnable: true });
    expect(() => categoryFormSchema.validateSync({ CategoryName: '  ' })).toThrow(requiredMessage('Category name'));
    expect(() => categoryFormSchema.validateSync({ CategoryName: 'Pet\u0000Care' })).toThrow(
      VALIDATION_MESSAGES.controlCharacters,
    );
  });
});

describe('payout decision forms', () => {
  it('settle: the bank reference is optional, single-line and at most 100 characters', () => {
    expect(errorsOf(settlePayoutFormSchema, {})).toEqual({});
    expect(errorsOf(settlePayoutFormSchema, { Reference: 'BBK-778812' })).toEqual({});
    expect(errorsOf(settlePayoutFormSchema, { Reference: 'BBK\n1' })).toEqual({
      Reference: VALIDATION_MESSAGES.controlCharacters,
    });
    expect(errorsOf(settlePayoutFormSchema, { Reference: 'x'.repeat(101) })).toEqual({
      Reference: 'Bank reference must be at most 100 characters',
    });
  });
  it('reject: a reason is required, blank counts as missing, line breaks are kept', () => {
    expect(errorsOf(rejectPayoutFormSchema, {})).toEqual({ Reason: requiredMessage('Reason') });
    expect(errorsOf(rejectPayoutFormSchema, { Reason: '   ' })).toEqual({ Reason: requiredMessage('Reason') });
    expect(errorsOf(rejectPayoutFormSchema, { Reason: 'IBAN does not match\nthe business name' })).toEqual({});
  });
});

describe('inviteAdminFormSchema', () => {
  it('needs a valid e-mail and both names, with the contract’s texts', () => {
    expect(
      errorsOf(inviteAdminFormSchema, { Email: 'noor@marketplace.test', FirstName: 'Noor', LastName: 'Saleh' }),
    ).toEqual({});
    expect(errorsOf(inviteAdminFormSchema, { Email: '', FirstName: ' ', LastName: '' })).toEqual({
      Email: VALIDATION_MESSAGES.emailRequired,
      FirstName: requiredMessage('First name'),
      LastName: requiredMessage('Last name'),
    });
    expect(errorsOf(inviteAdminFormSchema, { Email: 'noor', FirstName: 'N\u0000', LastName: 'x'.repeat(101) })).toEqual(
      {
        Email: VALIDATION_MESSAGES.emailInvalid,
        FirstName: VALIDATION_MESSAGES.controlCharacters,
        LastName: 'Last name must be at most 100 characters',
      },
    );
  });
});
