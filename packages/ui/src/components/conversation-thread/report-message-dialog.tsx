import type { ConversationMessage } from '@marketplace/contract';
import { useUiText } from '../../lib/ui-text';
import { MessageReasonDialog } from './message-reason-dialog';

export interface ReportMessageDialogProps {
  /** The message being reported; null when the dialog is closed. */
  message: ConversationMessage | null;
  /** Resolved: the dialog closes. Rejected: the error's message shows and the reason stays. */
  onReport: (message: ConversationMessage, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks why a message is reported (required, up to 500 characters) and sends it to the marketplace. */
export function ReportMessageDialog({ message, onReport, onClose }: ReportMessageDialogProps) {
  const t = useUiText();
  return (
    <MessageReasonDialog
      message={message}
      title={t('ui.conversation.reportTitle')}
      description={(shown) => t('ui.conversation.reportDescription', { name: shown.SenderName })}
      submitLabel={t('ui.conversation.reportSubmit')}
      failedText={t('ui.conversation.reportFailed')}
      onSubmit={onReport}
      onClose={onClose}
    />
  );
}
