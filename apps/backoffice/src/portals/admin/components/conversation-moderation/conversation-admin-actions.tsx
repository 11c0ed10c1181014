import type { Conversation } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { useT } from '@/i18n/text';
import { moderationReasonSchema } from './moderation-reason';
import { useModeration } from './use-moderation';

/**
 * Above a conversation, for admins: "Join conversation" while they only read (the people see a
 * note that an admin joined; then the admin may write) and "Close conversation" with a reason while
 * it is open (nobody can write any more). Hiding a message is on the message itself, in the thread
 * (use-hide-message.ts).
 */
export function ConversationAdminActions({ conversation }: { conversation: Conversation }) {
  const t = useT();
  const moderation = useModeration(conversation);
  const [closing, setClosing] = useState(false);
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
      {open && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={moderation.isPending}
          onClick={() => setClosing(true)}
        >
          {t('admin.conversations.close')}
        </Button>
      )}
      {closing && (
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
          onClose={() => setClosing(false)}
          onConfirm={(reason) => moderation.mutate({ action: 'close', reason }, { onSuccess: () => setClosing(false) })}
        />
      )}
    </Stack>
  );
}
