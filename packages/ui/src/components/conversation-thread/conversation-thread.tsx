import type { ConversationMessage, ConversationPerson } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useUiText } from '../../lib/ui-text';
import { HideMessageDialog } from './hide-message-dialog';
import { MessageComposer, type MessageDraft } from './message-composer';
import { MessageList } from './message-list';
import { ReportMessageDialog } from './report-message-dialog';

export interface ConversationThreadProps {
  /** The messages loaded so far, in any order (pages newest first, live ones): shown oldest first, each once. */
  messages: readonly ConversationMessage[];
  /** The conversation's people, with how far each has read ("Seen"). */
  people: readonly ConversationPerson[];
  /** The signed-in user: their messages sit on the inline-end side. */
  currentUserId: string;
  canWrite: boolean;
  /** Why not, shown above the disabled composer. */
  cannotWriteReason?: string;
  /** The thread's accessible name, e.g. "Messages with Pearl Cleaning" (default "Messages"). */
  label?: string;
  /** There are older messages than the first shown: "Load older messages" shows. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** Without it there is no composer at all (someone who only reads). See MessageComposer. */
  onSend?: (draft: MessageDraft) => Promise<void>;
  uploadProgress?: number | null;
  /** Without it other people's messages have no Report action. See ReportMessageDialog. */
  onReport?: (message: ConversationMessage, reason: string) => Promise<void>;
  /**
   * Admins: every visible message gets a Hide action, asking for a reason (HideMessageDialog). The
   * caller hides it and gives the thread the hidden message; independent of onReport.
   */
  onHide?: (message: ConversationMessage, reason: string) => Promise<void>;
  /** The message list's tallest height before it scrolls (CSS length). */
  maxHeight?: string;
  /** What an empty thread says (default: "No messages yet."). */
  emptyText?: string;
}

/**
 * A conversation between a customer and a business about a paid request (issue 37), as both apps
 * show it: the messages (MessageList), the report and hide dialogs and the composer. Presentational:
 * the caller loads, sends, reports and hides; promises tell the parts when to clear a draft or show
 * an error.
 */
export function ConversationThread({
  messages,
  people,
  currentUserId,
  canWrite,
  cannotWriteReason,
  label,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  onSend,
  uploadProgress,
  onReport,
  onHide,
  maxHeight = 'min(70vh, 640px)',
  emptyText,
}: ConversationThreadProps) {
  const t = useUiText();
  const [reporting, setReporting] = useState<ConversationMessage | null>(null);
  const [reported, setReported] = useState(false);
  const [hiding, setHiding] = useState<ConversationMessage | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);

  const report = onReport
    ? async (message: ConversationMessage, reason: string) => {
        await onReport(message, reason);
        setReported(true);
      }
    : undefined;

  // The dialog gives focus back to the Hide button it was opened from; once the message is hidden
  // that button is gone (focus would fall to the start of the page), so the thread takes it.
  const keepFocusInThread = () => {
    const list = listRef.current;
    if (list && !list.contains(list.ownerDocument.activeElement)) list.focus();
  };

  return (
    <Stack spacing={2}>
      <MessageList
        messages={messages}
        people={people}
        currentUserId={currentUserId}
        label={label ?? t('ui.conversation.label')}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={onLoadOlder}
        onReport={report && setReporting}
        onHide={onHide && setHiding}
        ref={listRef}
        emptyText={emptyText ?? t('ui.conversation.empty')}
        maxHeight={maxHeight}
      />
      {reported && (
        <Alert severity="success" role="status" onClose={() => setReported(false)}>
          {t('ui.conversation.reported')}
        </Alert>
      )}
      {onSend && (
        <>
          <Divider />
          <MessageComposer
            canWrite={canWrite}
            cannotWriteReason={cannotWriteReason}
            onSend={onSend}
            uploadProgress={uploadProgress}
          />
        </>
      )}
      {report && <ReportMessageDialog message={reporting} onReport={report} onClose={() => setReporting(null)} />}
      {onHide && (
        <HideMessageDialog
          message={hiding}
          onHide={onHide}
          onClose={() => setHiding(null)}
          onExited={keepFocusInThread}
        />
      )}
    </Stack>
  );
}
