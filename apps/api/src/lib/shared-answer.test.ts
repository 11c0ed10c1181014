import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLocalePlugin } from '../plugins/request-locale';
import { sendSharedAnswer } from './shared-answer';

const AnswerSchema = Type.Object({ Name: Type.String(), NameAr: Type.String(), Price: Type.Number() });

describe('sendSharedAnswer', () => {
  const app = Fastify();
  // One object for every request, as the catalog cache hands out a cached page.
  const shared = { Name: 'AC Repair', NameAr: 'إصلاح المكيفات', Price: 12.5, Internal: 'not in the schema' };

  beforeAll(async () => {
    await app.register(requestLocalePlugin);
    app.get('/shared', { schema: { response: { 200: AnswerSchema } } }, async (request, reply) =>
      sendSharedAnswer(request, reply, shared),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends what the route would: the fields of its schema, as JSON', async () => {
    const response = await app.inject('/shared');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ Name: 'AC Repair', NameAr: 'إصلاح المكيفات', Price: 12.5 });
  });

  it('answers each language in its own words, and serializes an object once per language', async () => {
    const arabic = await app.inject({ url: '/shared', headers: { 'accept-language': 'ar' } });
    expect(arabic.json()).toEqual({ Name: 'إصلاح المكيفات', NameAr: 'إصلاح المكيفات', Price: 12.5 });
    expect((await app.inject('/shared?lang=ar')).body).toBe(arabic.body);

    // Changing a shared answer is not allowed: the JSON made before goes out again.
    shared.Name = 'changed after it was sent';
    expect((await app.inject('/shared')).json()).toMatchObject({ Name: 'AC Repair' });
    expect((await app.inject({ url: '/shared', headers: { 'accept-language': 'ar' } })).body).toBe(arabic.body);
  });
});
