import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@marketplace/contract';
import { answerIn } from './answer-language';

// An answer object that many requests share (a cached public catalog page) is turned into JSON
// once per language instead of once per request (issue 33). With the page also mapped once, the
// built API served the cached first page at 3,652-4,192 req/s instead of 2,140-2,742 (PGlite,
// 32 connections): the same ten listings were serialized again for every request.

type Body = ReturnType<FastifyReply['serialize']>;
const serialized = new WeakMap<object, Map<Locale, Body>>();

/**
 * Sends `answer` as the route's response schema serializes it, in the request's language, reusing
 * the JSON made for the same object and language before. The object must not change once sent.
 */
export function sendSharedAnswer(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
  let byLocale = serialized.get(answer);
  if (!byLocale) serialized.set(answer, (byLocale = new Map()));
  let body = byLocale.get(request.locale);
  if (body === undefined) {
    // What Fastify would send: the language hook's answer through the route's serializer.
    body = reply.serialize(answerIn(request.locale, answer));
    byLocale.set(request.locale, body);
  }
  // A string with a JSON type is sent as it is, past the serializer and its hooks.
  return reply.type('application/json; charset=utf-8').send(body);
}
