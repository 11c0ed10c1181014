import type { Conversation, ConversationMessage } from '@marketplace/contract';
import { ConversationThread } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useT } from '@/i18n/text';
import { useConversation } from './use-conversation';
import { useConversationMessages } from './use-conversation-messages';
import { useMarkRead } from './use-mark-read';
import { useReportMessage } from './use-report-message';
import { useSendMessage } from './use-send-message';

export interface ConversationPanelProps {
  readonly conversation: Conversation;
  /** The thread's accessible name: "Messages with Layla Hasan". */
  readonly label: string;
  /** Admins: Hide on every visible message (the admin portal's use-hide-message). */
  readonly onHide?: (message: ConversationMessage, reason: string) => Promise<void>;
}

/**
 * One conversation's thread (the design system's ConversationThread) with its data: the messages
 * page by page, live ones from the stream, sending with a file, reporting others' messages, and
 * the read mark moved once it is shown. People of the conversation write and report; admins hide
 * (onHide, from the admin portal) and never report; an admin who has not joined reads, above a
 * composer that says why it is disabled. The marketplace's texts (notes, why one cannot write)
 * come from the API in English and are said in the language on screen.
 */
export function ConversationPanel({ conversation: initial, label, onHide }: ConversationPanelProps) {
  const t = useT();
  const contractText = useContractText();
  const id = initial.ConversationId;
  const conversation = useConversation(id, initial).data ?? initial;
  const thread = useConversationMessages(id);
  const me = useGetIdentity().identity?.id;
  const currentUserId = me === undefined ? '' : String(me);
  useMarkRead(conversation, thread.messages, currentUserId || undefined);
  const { send, progress } = useSendMessage(id);
  const report = useReportMessage(id);
  const messages = useMemo(
    () =>
      thread.messages.map((message): ConversationMessage =>
        message.Kind === 'note' ? { ...message, Text: contractText(message.Text) } : message,
      ),
    [thread.messages, contractText],
  );

  if (thread.isPending) return <LoadingSkeleton label={t('conversations.thread.loading')} height={200} />;
  if (thread.error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={thread.retry}>
            {t('conversations.thread.retry')}
          </Button>
        }
      >
        {t('conversations.thread.failed', { error: contractText(thread.error.message) })}
      </Alert>
    );
  // Admins who joined hide a message (onHide) rather than report it to themselves.
  const reporter =
    conversation.IsParticipant &&
    conversation.People.find((person) => person.UserId === currentUserId)?.Role !== 'admin';
  return (
    <ConversationThread
      messages={messages}
      people={conversation.People}
      currentUserId={currentUserId}
      canWrite={conversation.CanWrite}
      cannotWriteReason={conversation.CannotWriteReason ? contractText(conversation.CannotWriteReason) : undefined}
      label={label}
      hasOlder={thread.hasOlder}
      loadingOlder={thread.loadingOlder}
      onLoadOlder={thread.loadOlder}
      // Always a composer: disabled with the API's reason when the asker cannot write (closed, or an
      // admin who has not joined: "Join the conversation before writing in it.").
      onSend={send}
      uploadProgress={progress}
      onReport={reporter ? report : undefined}
      onHide={onHide}
    />
  );
}
