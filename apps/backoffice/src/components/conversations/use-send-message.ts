import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/api';
import { useContractText } from '@/i18n/text';
import { putMessage } from './conversation-cache';
import { conversationKeys } from './conversation-keys';

export interface MessageDraft {
  readonly text: string;
  readonly file?: File | null;
}

/**
 * Sends a message: the file first (POST .../attachments, its AttachmentId), then the text with it.
 * The answer goes into the thread at once (the stream's echo of it replaces it, conversation-cache.ts).
 * A refusal (413 too large, 415 wrong type, 429 too many) rejects with the API's text in the
 * language on screen, so the composer shows it and keeps what was typed.
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const contractText = useContractText();
  // How much of the file has gone up, 0 to 1, while it uploads; null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ text, file }: MessageDraft) => {
      let AttachmentId: string | undefined;
      if (file) {
        setProgress(0);
        try {
          ({ AttachmentId } = await api.conversations.attach(conversationId, { file, onProgress: setProgress }));
        } finally {
          setProgress(null);
        }
      }
      const Text = text.trim() ? text : undefined;
      return api.conversations.send(conversationId, {
        ...(Text ? { Text } : {}),
        ...(AttachmentId ? { AttachmentId } : {}),
      });
    },
    onSuccess: (message) => {
      putMessage(queryClient, conversationId, message);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list });
    },
  });
  const send = async (draft: MessageDraft): Promise<void> => {
    try {
      await mutation.mutateAsync(draft);
    } catch (error) {
      throw new Error(contractText((error as Error).message));
    }
  };
  return { send, sending: mutation.isPending, progress };
}
