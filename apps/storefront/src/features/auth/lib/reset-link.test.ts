import { describe, expect, it } from 'vitest';
import { loginPathFor, readResetLink } from './reset-link';

const query = (search: string) => new URLSearchParams(search);

describe('readResetLink (spec 2.6)', () => {
  it('reads token, email and redirect from the query', () => {
    expect(
      readResetLink('/ResetPassword', undefined, query('token=t1&email=sara%40example.bh&redirect=provider-auth')),
    ).toEqual({ token: 't1', email: 'sara@example.bh', redirect: 'provider-auth' });
  });

  it('takes the token from the path variants, which imply the redirect', () => {
    expect(readResetLink('/reset-password/provider/t2', 't2', query('email=a%40b.bh'))).toEqual({
      token: 't2',
      email: 'a@b.bh',
      redirect: 'provider-auth',
    });
    expect(readResetLink('/reset-password/customer/t3', 't3', query('redirect=provider-auth')).redirect).toBe(
      'customer-auth',
    );
  });

  it('has no token or e-mail when the link has none', () => {
    expect(readResetLink('/ResetPassword', undefined, query('token=%20&email='))).toEqual({
      token: null,
      email: null,
      redirect: null,
    });
  });
});

describe('loginPathFor', () => {
  it('is the provider login for provider-auth and the customer login otherwise', () => {
    expect(loginPathFor('provider-auth')).toBe('/provider-login');
    expect(loginPathFor('customer-auth')).toBe('/customer-auth');
    expect(loginPathFor(null)).toBe('/customer-auth');
  });
});
