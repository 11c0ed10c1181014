import fc from 'fast-check';
import { UNKNOWN_UUIDS } from './hostile-samples';
import type { ValuePools } from './hostile-values';

// Which seeded ids a uuid field gets: the kind its name or route names, mostly, so a request about
// an order carries an order's id (and reaches the handler's real work), else any id or none.

/** Kinds of ids, named as a field or route names them (`CategoryId`, `/api/Order/{id}`). */
export const ID_KINDS = {
  category: /categor/i,
  provider: /provider/i,
  serviceItem: /service-?item/i,
  cartItem: /cart-?item/i,
  cart: /cart(?!-?item)/i,
  orderItem: /order-?item/i,
  order: /order(?!-?item)/i,
  review: /review/i,
  inquiry: /inquiry/i,
  transaction: /payout|transaction/i,
  notification: /notification/i,
  media: /media/i,
  user: /user|customer|admin|actor|modifiedby/i,
} as const;
export type IdKind = keyof typeof ID_KINDS;

/** The kind named last in a hint: `/api/Review/service-item/{id}` names a service item. */
function kindOf(hint: string): IdKind | undefined {
  let best: { kind: IdKind; at: number } | undefined;
  for (const [kind, pattern] of Object.entries(ID_KINDS) as [IdKind, RegExp][]) {
    const at = [...hint.matchAll(new RegExp(pattern.source, 'gi'))].at(-1)?.index;
    if (at !== undefined && (best === undefined || at > best.at)) best = { kind, at };
  }
  return best?.kind;
}

export function idsFor(hint: string, pools: ValuePools): fc.Arbitrary<unknown> {
  const kind = kindOf(hint);
  const named = kind === undefined ? [] : (pools.idsByKind[kind] ?? []);
  const any = fc.constantFrom(...pools.ids, ...UNKNOWN_UUIDS);
  return named.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...named) }, any) : any;
}
