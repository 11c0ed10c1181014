import { DEFAULT_LOCALE, type Locale } from '@marketplace/contract';
import { messageIn } from './contract-arabic';
import { contentIn } from './content-language';

// What the API writes in the reader's language (issue 33): its own messages and the content people
// wrote in two languages. The language hook (plugins/request-locale.ts) applies it to every answer;
// lib/shared-answer.ts to answers it sends already serialized.

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null;

/** The body with its `Message`/`message`, and each field error's `Message`, in the request's language. */
function translatedBody(body: Body, locale: Locale): Body {
  const result: Body = { ...body };
  for (const key of ['Message', 'message']) {
    if (typeof body[key] === 'string') result[key] = messageIn(locale, body[key]);
  }
  for (const key of ['errors', 'Errors']) {
    const list = body[key];
    if (Array.isArray(list)) {
      result[key] = list.map((item: unknown) =>
        isObject(item) && typeof item.Message === 'string'
          ? { ...item, Message: messageIn(locale, item.Message) }
          : item,
      );
    }
  }
  return result;
}

/** An answer as a reader of `locale` gets it (a copy for Arabic; English answers go out as they are). */
export function answerIn(locale: Locale, payload: unknown): unknown {
  if (locale === DEFAULT_LOCALE || !isObject(payload)) return payload;
  const answer = contentIn(locale, payload);
  return isObject(answer) && !Array.isArray(answer) ? translatedBody(answer, locale) : answer;
}
