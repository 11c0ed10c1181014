import { LOGIN_ERRORS } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { acceptSignIn, SignInRefused } from './portal-sign-in';

// The role checks themselves are exercised through the sign-in pages (app/routes/*.test.tsx).
describe('acceptSignIn', () => {
  it.each([
    ['an empty body', {}],
    ['a missing refresh token', { JwtToken: 'a.b.c' }],
    ['an unreadable access token', { JwtToken: 'not-a-jwt', RefreshToken: 'r-1' }],
  ])('refuses %s with the generic login text', (_, body) => {
    expect(() => acceptSignIn(body, 'customer')).toThrow(new SignInRefused(LOGIN_ERRORS.fallback));
  });
});
