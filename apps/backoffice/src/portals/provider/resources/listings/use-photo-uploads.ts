import { uploadedFileUrl, uploadFileProblem } from '@marketplace/contract';
import { useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import { api } from '@/api';

export interface PendingUpload {
  readonly key: string;
  readonly name: string;
  /** 0 to 1. */
  readonly progress: number;
}

/**
 * Uploads chosen files one after the other (each checked first: JPEG or PNG below 10 MB; the API
 * checks the content again), with each file's progress, and hands every stored address to `added`.
 */
export function usePhotoUploads(relatedId: string, added: (url: string) => void) {
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const update = (key: string, progress: number) =>
    setPending((list) => list.map((entry) => (entry.key === key ? { ...entry, progress } : entry)));

  const upload = async (files: readonly File[]) => {
    const accepted = files.filter((file) => {
      const problem = uploadFileProblem(file);
      if (problem) notify(`${file.name}: ${problem}`, { type: 'error' });
      return !problem;
    });
    if (!identity) return;
    const entries = accepted.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setPending((list) => [...list, ...entries.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    for (const { file, key } of entries) {
      try {
        const answer = await api.media.upload({
          file,
          UserId: String(identity.id),
          RelatedType: 'ServiceItem',
          RelatedId: relatedId,
          onProgress: (share) => update(key, share),
        });
        const url = uploadedFileUrl(answer);
        if (url) added(url);
      } catch (error) {
        notify(`${file.name}: ${(error as Error).message}`, { type: 'error' });
      } finally {
        setPending((list) => list.filter((entry) => entry.key !== key));
      }
    }
  };

  return { pending, upload, userId: identity ? String(identity.id) : null };
}
