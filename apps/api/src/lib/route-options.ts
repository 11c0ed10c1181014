import { ErrorBodySchema } from '@marketplace/contract';

/** Every error status of a route answers the contract's error body (it documents and serialises it). */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorBodySchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorBodySchema])) as {
    [Code in Codes[number]]: typeof ErrorBodySchema;
  };
}

/** OpenAPI security of routes that need a signed-in user (a bearer access token). */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** Route `config` for a per-client-address limit of `max` requests in `minutes`. */
export function perAddressLimit(max: number, minutes = 1) {
  return { rateLimit: { max, timeWindow: minutes * 60_000 } };
}
