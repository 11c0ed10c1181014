import type { FastifyRequest } from 'fastify';

// Fastify's Ajv coerces types (coerceTypes: 'array'), and on the contract's `integer | null`
// AvailableQuantity it turns a JSON null into 0 before the handler sees it: a service sent with
// null would look like "0 in stock" and an item sent with null would pass. The raw value is kept
// before validation so the stock rule judges what the client really sent.

const rawQuantities = new WeakMap<FastifyRequest, unknown>();

/** preValidation hook: remembers the AvailableQuantity exactly as it arrived. */
export async function keepSubmittedQuantity(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body !== null && typeof body === 'object' && 'AvailableQuantity' in body) {
    rawQuantities.set(request, (body as { AvailableQuantity: unknown }).AvailableQuantity);
  }
}

/** The validated body with AvailableQuantity null again where the client sent null. */
export function withSubmittedQuantity<T extends { AvailableQuantity: number | null }>(
  request: FastifyRequest,
  body: T,
): T {
  return rawQuantities.get(request) === null ? { ...body, AvailableQuantity: null } : body;
}
