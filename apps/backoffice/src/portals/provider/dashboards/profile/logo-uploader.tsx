import { isPlaceholderImage, mediaIdFromUrl, uploadedFileUrl, uploadFileProblem } from '@marketplace/contract';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { useT } from '@/i18n/text';
import { useForgetCurrentProvider } from '@/portals/provider/components/use-current-provider';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';

/** The old file goes once the new logo is saved: never a moment with a broken picture. */
async function deleteOldLogo(url: string, userId: string): Promise<void> {
  try {
    await api.media.delete(mediaIdFromUrl(url), userId);
  } catch {
    // Not one of our uploads (a seeded or outside address) or already gone: nothing to clean.
  }
}

/**
 * The business's logo (brand cards and the public page show it): choosing a file checks it (JPEG
 * or PNG below 10 MB, the upload service's texts), uploads it with its progress and saves it at
 * once (PUT /api/Provider/{id} ImageUrl); Remove saves none.
 */
export function LogoUploader({ me }: { me: CurrentProvider }) {
  const t = useT();
  const notify = useNotify();
  const forget = useForgetCurrentProvider();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const current = isPlaceholderImage(me.profile.imageUrl) ? '' : me.profile.imageUrl;
  const busy = progress !== null;

  const save = async (url: string, done: string) => {
    await api.providers.update(me.providerId, { ImageUrl: url });
    if (current) await deleteOldLogo(current, me.userId);
    await forget();
    notify(done, { type: 'success' });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadFileProblem(file);
    if (problem) return notify(problem, { type: 'error' });
    setProgress(0);
    try {
      const uploaded = await api.media.upload({
        file,
        UserId: me.userId,
        RelatedType: 'Provider',
        RelatedId: me.providerId,
        onProgress: setProgress,
      });
      await save(uploadedFileUrl(uploaded) ?? '', t('provider.profile.logo.saved'));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setProgress(0);
    try {
      await save('', t('provider.profile.logo.removed'));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={current || undefined}
          alt={current ? t('provider.profile.logo.alt') : undefined}
          sx={{ width: 72, height: 72, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {me.business.businessName.charAt(0)}
        </Avatar>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            {current ? t('provider.profile.logo.current') : t('provider.profile.logo.none')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
              {current ? t('provider.profile.logo.replace') : t('provider.profile.logo.upload')}
              <input id={inputId} type="file" accept="image/jpeg,image/png" hidden onChange={choose} />
            </Button>
            {current && (
              <Button color="inherit" size="small" onClick={remove} disabled={busy}>
                {t('provider.profile.logo.remove')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      {busy && (
        <LinearProgress
          variant={progress > 0 ? 'determinate' : 'indeterminate'}
          value={progress * 100}
          aria-label={t('provider.profile.logo.saving')}
        />
      )}
    </Stack>
  );
}
