import { useConversationEvents } from '@/features/account/messages/hooks/use-conversation-events';
import { CartButton } from '@/features/cart/components/cart-button';
import { NotificationBellButton } from '@/features/notifications/components/notification-bell-button';

/**
 * The top bar's customer-only controls (spec 2.4: the bell and the cart). A chunk of their own:
 * guests, most first visits, never download them (issue 18). The bell's live stream also carries
 * the conversations' events (issue 37), which the account's Messages turn into cache updates.
 */
export function CustomerTools() {
  const conversationEvents = useConversationEvents();
  return (
    <>
      <NotificationBellButton listeners={conversationEvents} />
      <CartButton />
    </>
  );
}
