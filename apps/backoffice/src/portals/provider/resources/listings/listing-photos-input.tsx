import { mediaIdFromUrl, PHOTOS_MAX_COUNT } from '@marketplace/contract';
import { visuallyHidden } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useInput, useRecordContext } from 'react-admin';
import { api } from '@/api';
import { useContractText, useLocale, useT } from '@/i18n/text';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';
import { moved, movedAnnouncement } from './photo-order';
import { PhotoTile } from './photo-tile';
import { usePhotoUploads } from './use-photo-uploads';

/**
 * The listing's photos, saved with the listing in this order (the first is the cover): upload
 * several with their progress, preview, remove, and reorder by dragging or with the Move buttons,
 * which keep the focus on the moved photo and announce its new place (arrow keys too, along the
 * reading direction: see PhotoTile).
 */
export function ListingPhotosInput() {
  const t = useT();
  const ct = useContractText();
  const locale = useLocale();
  // A file's name inside an Arabic text keeps its own direction (first-strong isolate).
  const fileName = (name: string) => (locale === 'ar' ? `\u2068${name}\u2069` : name);
  const record = useRecordContext<ListingRecord>();
  const { field, fieldState } = useInput({ source: 'Photos', defaultValue: [] });
  const photos = useMemo<string[]>(() => (Array.isArray(field.value) ? field.value : []), [field.value]);
  // The photos as they are now, for uploads that finish later (their callbacks were made earlier).
  const current = useRef(photos);
  useLayoutEffect(() => {
    current.current = photos;
  }, [photos]);
  const change = (next: string[]) => {
    current.current = next;
    field.onChange(next);
  };
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ url: string; move: 'earlier' | 'later' } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const relatedId = record?.id || 'new-listing';
  const { pending, upload, userId } = usePhotoUploads(relatedId, (url) => {
    change([...current.current, url]);
    const count = current.current.length;
    setAnnouncement(t('provider.listings.photos.uploaded', { position: count, count }));
  });

  // After a move the same button of the moved photo keeps the focus (or its other Move button
  // when it reached an end and this one is now disabled).
  useEffect(() => {
    if (!focus || !listRef.current) return;
    const tile = [...listRef.current.querySelectorAll<HTMLElement>('[data-photo]')].find(
      (element) => element.dataset.photo === focus.url,
    );
    const other = focus.move === 'earlier' ? 'later' : 'earlier';
    const button =
      tile?.querySelector<HTMLButtonElement>(`[data-move="${focus.move}"]:not(:disabled)`) ??
      tile?.querySelector<HTMLButtonElement>(`[data-move="${other}"]:not(:disabled)`);
    button?.focus();
    setFocus(null);
  }, [focus, photos]);

  const move = (from: number, to: number, byKeyboard: 'earlier' | 'later' | null) => {
    const url = photos[from];
    if (url === undefined || to < 0 || to >= photos.length || from === to) return;
    change(moved(photos, from, to));
    setAnnouncement(movedAnnouncement(t, to + 1, photos.length));
    if (byKeyboard) setFocus({ url, move: byKeyboard });
  };

  const remove = (index: number) => {
    const url = photos[index];
    change(photos.filter((_, i) => i !== index));
    setAnnouncement(t('provider.listings.photos.removed', { position: index + 1, left: photos.length - 1 }));
    // A photo uploaded in this form and never saved is nobody's: its file is deleted at once.
    // Saved photos stay stored until the listing is saved without them.
    const saved = Array.isArray(record?.Photos) && record.Photos.includes(url ?? '');
    if (url && !saved && userId) api.media.delete(safeMediaId(url), userId).catch(() => undefined);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, PHOTOS_MAX_COUNT - photos.length - pending.length);
    event.target.value = '';
    void upload(files);
  };

  const full = photos.length + pending.length >= PHOTOS_MAX_COUNT;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" gutterBottom>
        {t('provider.listings.photos.legend', { count: photos.length, max: PHOTOS_MAX_COUNT })}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${inputId}-help`}>
        {t('provider.listings.photos.help')}
      </Typography>
      <Stack component="ul" ref={listRef} direction="row" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0 }}>
        {photos.map((url, index) => (
          <PhotoTile
            key={url}
            url={url}
            index={index}
            count={photos.length}
            onMove={move}
            onRemove={() => remove(index)}
          />
        ))}
      </Stack>
      {pending.map((entry) => (
        <Box key={entry.key} sx={{ my: 1, maxWidth: 360 }}>
          <Typography variant="body2">
            {t('provider.listings.photos.uploading', {
              name: fileName(entry.name),
              percent: Math.round(entry.progress * 100),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={entry.progress * 100}
            aria-label={t('provider.listings.photos.uploadingLabel', { name: fileName(entry.name) })}
          />
        </Box>
      ))}
      <Button component="label" htmlFor={inputId} variant="outlined" disabled={full} sx={{ mt: 1 }}>
        {t('provider.listings.photos.add')}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          hidden
          onChange={choose}
          aria-describedby={`${inputId}-help`}
        />
      </Button>
      {fieldState.error?.message && (
        <Typography color="error" variant="body2" role="alert">
          {ct(fieldState.error.message)}
        </Typography>
      )}
      {/* The shared clip pattern, as a style: in sx, width 1 is 100%, which widened a phone's page. */}
      <Box role="status" aria-live="polite" style={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

function safeMediaId(url: string): string {
  try {
    return mediaIdFromUrl(url);
  } catch {
    return '';
  }
}
