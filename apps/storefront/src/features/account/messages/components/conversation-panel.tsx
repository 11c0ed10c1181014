import type { Conversation, ConversationMessage } from '@marketplace/contract';
import { ConversationThread, type MessageDraft } from '@marketplace/ui';
import { useMemo } from 'react';
import { ErrorState, LoadingState } from '@/components/query-states';
import { useSession } from '@/lib/session';
import { useContractText, useT } from '@/lib/text';
import { useMessages } from '../api/get-messages';
import { useReportMessage } from '../api/report-message';
import { useSendMessage } from '../api/send-message';
import { useMarkReadWhileShown } from '../hooks/use-mark-read-while-shown';
import { useBusinessName } from './business-name';

export interface ConversationPanelProps {
  readonly conversation: Conversation;
  /** The thread's tallest height before it scrolls (the order page keeps it shorter). */
  readonly maxHeight?: string;
}

/**
 * One conversation's thread with its data: the messages page by page, sending (the server's
 * refusal, e.g. 429 "sending too fast" or 413/415 for a file, shows in the page's language while
 * the draft stays), reporting, and the read mark while it is on screen.
 */
export function ConversationPanel({ conversation, maxHeight }: ConversationPanelProps) {
  const t = useT();
  const ct = useContractText();
  const businessName = useBusinessName();
  const userId = useSession().user?.userId ?? '';
  const id = conversation.ConversationId;
  const query = useMessages(id);
  const messages = useMemo(() => query.data?.pages.flatMap((page) => page.Items) ?? [], [query.data]);
  const { send, progress } = useSendMessage(id);
  const report = useReportMessage(id);
  useMarkReadWhileShown(conversation, messages, userId);

  // The thread shows a refusal's text: the server's words (the contract's) in the page's language.
  const inPageLanguage = (error: unknown) => new Error(ct(error instanceof Error ? error.message : String(error)));
  const onSend = async (draft: MessageDraft) => {
    await send(draft).catch((error: unknown) => Promise.reject(inPageLanguage(error)));
  };
  const onReport = async (message: ConversationMessage, reason: string) => {
    await report.mutateAsync({ message, reason }).catch((error: unknown) => Promise.reject(inPageLanguage(error)));
  };

  const business = businessName(conversation);
  if (query.isPending) return <LoadingState label={t('messages.thread.loading')} />;
  if (query.data === undefined)
    return (
      <ErrorState
        message={t('messages.thread.loadError', { error: ct(query.error?.message ?? '') })}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <>
      {query.isFetchNextPageError && (
        <ErrorState
          message={t('messages.thread.loadError', { error: ct(query.error?.message ?? '') })}
          onRetry={() => void query.fetchNextPage()}
          sx={{ marginBlockEnd: 2 }}
        />
      )}
      <ConversationThread
        messages={messages}
        people={conversation.People}
        currentUserId={userId}
        canWrite={conversation.CanWrite}
        cannotWriteReason={conversation.CannotWriteReason ? ct(conversation.CannotWriteReason) : undefined}
        label={t('messages.thread.label', { business })}
        hasOlder={query.hasNextPage}
        loadingOlder={query.isFetchingNextPage}
        onLoadOlder={() => void query.fetchNextPage()}
        onSend={onSend}
        uploadProgress={progress}
        onReport={onReport}
        emptyText={t('messages.thread.empty', { business })}
        maxHeight={maxHeight}
      />
    </>
  );
}
