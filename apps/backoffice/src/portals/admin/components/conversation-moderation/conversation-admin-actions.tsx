import type { Conversation } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useConversationMessages } from '@/components/conversations/use-conversation-messages';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { useT } from '@/i18n/text';
import { HideMessageDialog } from './hide-message-dialog';
import { moderationReasonSchema } from './moderation-reason';
import { useModeration } from './use-moderation';

type Asked = 'hide' | 'close' | null;

/**
 * Above a conversation, for admins: "Join conversation" while they only read (the people see a
 * note that an admin joined; then the admin may write), "Hide a message" (one of the people's,
 * with a reason: its text moves to the audit log) and "Close conversation" with a reason while it
 * is open (nobody can write any more). The messages are the thread's own cache (same query).
 */
export function ConversationAdminActions({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const moderation = useModeration(conversation);
  const { messages } = useConversationMessages(conversation.ConversationId);
  const [asked, setAsked] = useState<Asked>(null);
  // The people's visible words, newest first; notes are the marketplace's own.
  const hideable = useMemo(
    () => messages.filter((message) => message.Kind === 'message' && !message.IsHidden).reverse(),
    [messages],
  );
  const open = conversation.Status === 'open';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {open && !conversation.IsParticipant && (
        <Button
          size="small"
          variant="contained"
          loading={moderation.isPending && moderation.variables?.action === 'join'}
          disabled={moderation.isPending}
          onClick={() => moderation.mutate({ action: 'join' })}
        >
          {t('admin.conversations.join')}
        </Button>
      )}
      {hideable.length > 0 && (
        <Button size="small" variant="outlined" disabled={moderation.isPending} onClick={() => setAsked('hide')}>
          {t('admin.conversations.hide')}
        </Button>
      )}
      {open && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={moderation.isPending}
          onClick={() => setAsked('close')}
        >
          {t('admin.conversations.close')}
        </Button>
      )}
      {asked === 'hide' && (
        <HideMessageDialog conversation={conversation} messages={hideable} onClose={() => setAsked(null)} />
      )}
      {asked === 'close' && (
        <TextPromptDialog
          title={t('admin.conversations.closeTitle')}
          description={t('admin.conversations.closeDescription')}
          field="Reason"
          label={t('admin.conversations.reason')}
          multiline
          schema={moderationReasonSchema}
          confirmLabel={t('admin.conversations.closeConfirm')}
          confirmColor="error"
          busy={moderation.isPending}
          onClose={() => setAsked(null)}
          onConfirm={(reason) => moderation.mutate({ action: 'close', reason }, { onSuccess: () => setAsked(null) })}
        />
      )}
    </Stack>
  );
}
