import { useText } from '@marketplace/i18n';
import type { MessageId } from '@/locales/message-id';

export { useContractText } from '@marketplace/i18n';

/** `t(id, values)` over the storefront's catalogs; an id no catalog has is a type error. */
export const useT = () => useText<MessageId>();
