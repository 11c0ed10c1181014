import { useMutationState } from '@tanstack/react-query';
import { cartKeys } from '../api/cart-cache';
import type { CartLineChange } from '../api/update-cart-item-quantity';

/**
 * Ids of the lines whose quantity change or removal is running (spec 2.4: a spinner overlay on
 * that line). Read from the mutation cache, so two lines changed at once both spin.
 */
export function useBusyCartLines(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: cartKeys.lineChange, status: 'pending' },
    select: (mutation) => (mutation.state.variables as CartLineChange | undefined)?.cartItemId,
  });
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}
