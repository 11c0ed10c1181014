import { openNotificationStream, type NotificationStreamHandlers } from '@marketplace/client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/api';

/**
 * Both portals' menu badges: the notification stream open while the layout is, with handlers made
 * from the query client, plus `onChange` after any successful react-admin change of this user
 * (their own action is not echoed by the stream, yet it changes what waits). Both end on unmount.
 * Pass module-level functions: new ones on every render would reopen the stream each time.
 */
export function useLiveStream(
  handlers: (queryClient: QueryClient) => NotificationStreamHandlers,
  onChange: (queryClient: QueryClient) => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = openNotificationStream(api, handlers(queryClient));
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.mutation.state.status === 'success') onChange(queryClient);
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [queryClient, handlers, onChange]);
}
