import type { ConversationMessage } from '@marketplace/contract';
import type { MessageDraft } from '@marketplace/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApi } from '@/lib/api';
import { useSession } from '@/lib/session';
import { conversationKeys } from './conversation-keys';
import { withMessage, type MessagePages } from './message-cache';

/**
 * Sends a message: the file first (POST …/attachments, with its progress), then the message with
 * the file's id (POST …/messages). The answer joins the thread at once; its live copy, arriving on
 * the stream a moment later, replaces it in place. A file already uploaded for a message that was
 * then refused (sent too fast) is not uploaded again when the customer retries.
 */
export function useSendMessage(conversationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userId = useSession().user?.userId ?? '';
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef(new WeakMap<File, string>());

  const mutation = useMutation({
    mutationFn: async ({ text, file }: MessageDraft): Promise<ConversationMessage> => {
      let attachmentId = file ? uploaded.current.get(file) : undefined;
      if (file && !attachmentId) {
        setProgress(0);
        const attachment = await api.conversations.attach(conversationId, { file, onProgress: setProgress });
        attachmentId = attachment.AttachmentId;
        uploaded.current.set(file, attachmentId);
      }
      return api.conversations.send(conversationId, {
        ...(text ? { Text: text } : {}),
        ...(attachmentId ? { AttachmentId: attachmentId } : {}),
      });
    },
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(conversationKeys.messages(userId, conversationId), (data) =>
        withMessage(data, message),
      );
      // The list's preview and order follow the new message.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) });
    },
    onSettled: () => setProgress(null),
  });
  return { send: mutation.mutateAsync, progress };
}
