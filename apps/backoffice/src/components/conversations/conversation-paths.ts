import { orderNumberForList } from '@marketplace/contract';
import { useCallback } from 'react';
import { useBasename, useCreatePath } from 'react-admin';
import { useIsolate } from '@/i18n/use-isolate';
import { CONVERSATIONS_RESOURCE } from './use-unread-messages';

/** A conversation's page under a portal's basename, as the contract's CONVERSATION_PATHS say it. */
export const conversationPath = (basename: string, id: string) =>
  `${basename}/${CONVERSATIONS_RESOURCE}/${encodeURIComponent(id)}`;

/**
 * Where a conversation and its order open in this portal: both portals name the resources alike
 * (`messages`, `orders`), each under its own basename.
 */
export function useConversationPaths() {
  const createPath = useCreatePath();
  const basename = useBasename();
  return {
    conversation: useCallback((id: string) => conversationPath(basename, id), [basename]),
    order: useCallback(
      (orderId: string) => createPath({ resource: 'orders', id: orderId, type: 'show' }),
      [createPath],
    ),
  };
}

/** "#A1B2C3D4", left to right inside Arabic text. */
export function useOrderNumber(): (orderId: string) => string {
  const isolate = useIsolate();
  return useCallback((orderId: string) => isolate.ltr(`#${orderNumberForList(orderId)}`), [isolate]);
}
