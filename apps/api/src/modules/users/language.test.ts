import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInAccount } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The account's language (issue 33): the storefront's settings and language switch save it, the
// profile reads carry it, and mails follow it.

describe('PUT /api/Users/me/language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the language a customer chooses, English until then', async () => {
    const { token, userId } = await signedInAccount(t.app, 'language-a@example.bh', 'customer');
    const headers = bearer(token);
    const profile = () => t.app.inject({ method: 'GET', url: `/api/Customer/user/${userId}`, headers });
    expect((await profile()).json().language).toBe('en');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Users/me/language',
      headers,
      payload: { Language: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ Language: 'ar' });
    expect((await profile()).json().language).toBe('ar');
  });

  it('refuses a language the marketplace does not speak (any role may choose), and visitors', async () => {
    const headers = bearer((await signedInAccount(t.app, 'language-b@example.bh', 'provider')).token);
    for (const payload of [{ Language: 'fr' }, { Language: 'AR' }, {}, { Language: 7 }]) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/Users/me/language', headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const visitor = await t.app.inject({ method: 'PUT', url: '/api/Users/me/language', payload: { Language: 'ar' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('starts an account in the language of the page it registered on', async () => {
    const register = (email: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Auth/register',
        headers: { 'accept-language': language },
        payload: {
          Email: email,
          Password: 'Str0ngPassword',
          FirstName: 'Sara',
          LastName: 'Ali',
          PhoneNumber: '+97312345678',
        },
      });
    expect((await register('arabic-page@example.bh', 'ar')).statusCode).toBe(201);
    expect((await register('english-page@example.bh', 'en-GB')).statusCode).toBe(201);
    const languageOf = async (email: string) =>
      (await t.app.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) }))?.language;
    expect(await languageOf('arabic-page@example.bh')).toBe('ar');
    expect(await languageOf('english-page@example.bh')).toBe('en');
  });
});
