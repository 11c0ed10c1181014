import { VALIDATION_MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { messageIn } from '../lib/contract-arabic';

// The API answers in the language asked for (issue 33): its own texts, the contract's, in Arabic
// for `Accept-Language: ar` or `?lang=ar`, unchanged in English.

const ARABIC = /[\u0600-\u06FF]/;

describe('the language of the API’s answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const badSignIn = (headers: Record<string, string> = {}, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/Auth/customer-login${query}`,
      headers,
      payload: { Email: 'not-an-email', Password: 'x' },
    });

  it('sends the spec’s English texts as they are by default and for English', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-language': 'en-GB,en;q=0.9' }, { 'accept-language': 'fr' }];
    for (const headers of asked) {
      const response = await badSignIn(headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toContain(VALIDATION_MESSAGES.emailInvalid);
    }
  });

  it('translates messages and field errors for Accept-Language: ar and for ?lang=ar', async () => {
    const arabicEmail = messageIn('ar', VALIDATION_MESSAGES.emailInvalid);
    expect(arabicEmail).toMatch(ARABIC);
    for (const response of [
      await badSignIn({ 'accept-language': 'ar-BH,ar;q=0.9' }),
      await badSignIn({}, '?lang=ar'),
    ]) {
      expect(response.statusCode).toBe(400);
      const body = response.json() as { Message: string; message: string; Errors: { Message: string }[] };
      expect(body.Message).toContain(arabicEmail);
      expect(body.Message).not.toContain(VALIDATION_MESSAGES.emailInvalid);
      expect(body.message).toBe(body.Message);
      expect(body.Errors.map((error) => error.Message)).toContain(arabicEmail);
    }
  });

  it('translates each of several field errors joined in one message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/customer-login?lang=ar',
      payload: { Email: 'not-an-email' },
    });
    const body = response.json() as { Message: string; Errors: { Message: string }[] };
    expect(body.Errors.length).toBeGreaterThan(1);
    expect(body.Message).toBe(body.Errors.map((error) => error.Message).join('؛ '));
  });

  it('lets ?lang= win over the header, and accepts it on routes whose query is strict', async () => {
    const english = await badSignIn({ 'accept-language': 'ar' }, '?lang=en');
    expect(english.json().Message).toContain(VALIDATION_MESSAGES.emailInvalid);
    const categories = await t.app.inject({ method: 'GET', url: '/api/Category?lang=ar' });
    expect(categories.statusCode).toBe(200);
    const unknownLanguage = await t.app.inject({ method: 'GET', url: '/api/Category?lang=xx' });
    expect(unknownLanguage.statusCode).toBe(200);
  });

  it('says the answer depends on the language asked for', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Category' });
    expect(response.headers.vary).toContain('Accept-Language');
    // Beside compression's own Vary, not in its place.
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(String(compressed.headers.vary)).toContain('Accept-Language');
  });
});
