import { VALIDATION_MESSAGES, type SignInFormValues } from '@marketplace/contract';
import { object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { validateWith } from './lazy-validation';

const validateSignIn = validateWith<SignInFormValues>((schemas) => schemas.signInFormSchema);

describe('validateWith (form schemas loaded on first validation)', () => {
  it('finds nothing wrong with valid values', async () => {
    await expect(validateSignIn({ email: 'sara@example.bh', password: 'x' })).resolves.toEqual({});
  });

  it("gives every field's message, as validationSchema does (empty text counts as missing)", async () => {
    await expect(validateSignIn({ email: '', password: '' })).resolves.toEqual({
      email: VALIDATION_MESSAGES.emailRequired,
      password: VALIDATION_MESSAGES.passwordRequired,
    });
    await expect(validateSignIn({ email: 'sara@', password: 'x' })).resolves.toEqual({
      email: VALIDATION_MESSAGES.emailInvalid,
    });
  });

  it('lets an error that is not a validation result through instead of hiding it', async () => {
    const broken = validateWith<{ name: string }>(() =>
      object({
        name: string().test('boom', 'never shown', () => {
          throw new TypeError('schema bug');
        }),
      }),
    );
    await expect(broken({ name: 'a' })).rejects.toThrow('schema bug');
  });
});
