import { uploadedFileUrl, uploadFileProblem } from '@marketplace/contract';
import { useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import { api } from '@/api';
import { useContractText, useLocale, useT } from '@/i18n/text';

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
  const t = useT();
  const ct = useContractText();
  const locale = useLocale();
  // "anim.gif: File must be …" in the language on screen, the file's name isolated in Arabic.
  const problemOf = (file: File, problem: string) =>
    t('provider.listings.photos.fileProblem', {
      name: locale === 'ar' ? `\u2068${file.name}\u2069` : file.name,
      problem: ct(problem),
    });
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const update = (key: string, progress: number) =>
    setPending((list) => list.map((entry) => (entry.key === key ? { ...entry, progress } : entry)));

  const upload = async (files: readonly File[]) => {
    const accepted = files.filter((file) => {
      const problem = uploadFileProblem(file);
      if (problem) notify(problemOf(file, problem), { type: 'error' });
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
        notify(problemOf(file, (error as Error).message), { type: 'error' });
      } finally {
        setPending((list) => list.filter((entry) => entry.key !== key));
      }
    }
  };

  return { pending, upload, userId: identity ? String(identity.id) : null };
}
