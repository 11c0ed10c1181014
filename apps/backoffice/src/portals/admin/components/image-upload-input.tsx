import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { uploadedFileUrl, uploadFileProblem, type MediaRelatedType } from '@marketplace/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useGetIdentity, useInput, useNotify } from 'react-admin';
import { api } from '@/api';
import { useT } from '@/i18n/text';

export interface ImageUploadInputProps {
  readonly source: string;
  /** The field's name, translated. */
  readonly label: string;
  readonly relatedType: MediaRelatedType;
  /** The record's id, or a temporary one for a record not saved yet. */
  readonly relatedId: string;
}

/**
 * An image field of a form: choosing a file checks it (JPEG or PNG below 10 MB, the upload
 * service's texts), uploads it at once with its progress shown, and previews the stored image;
 * Remove sets the field to '' (no image). The form saves the address, never the file.
 */
export function ImageUploadInput({ source, label, relatedType, relatedId }: ImageUploadInputProps) {
  const t = useT();
  const { field } = useInput({ source, defaultValue: '' });
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [uploading, setUploading] = useState(false);
  const inputId = useId();
  const value = typeof field.value === 'string' ? field.value : '';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !identity) return;
    const problem = uploadFileProblem(file);
    if (problem) return notify(problem, { type: 'error' });
    setUploading(true);
    try {
      const uploaded = await api.media.upload({
        file,
        UserId: String(identity.id),
        RelatedType: relatedType,
        RelatedId: relatedId,
      });
      field.onChange(uploadedFileUrl(uploaded) ?? '');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          src={value || undefined}
          alt={value ? t('admin.components.imageUpload.preview', { label }) : ''}
          sx={{ width: 96, height: 96 }}
        >
          {uploading ? (
            <CircularProgress size={28} aria-label={t('admin.components.imageUpload.uploading')} />
          ) : (
            <ImageOutlined fontSize="large" />
          )}
        </Avatar>
        <Stack spacing={1}>
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={uploading}>
            {value ? t('admin.components.imageUpload.replace') : t('admin.components.imageUpload.choose')}
            <input id={inputId} type="file" accept="image/jpeg,image/png" hidden onChange={choose} />
          </Button>
          {value && (
            <Button color="inherit" onClick={() => field.onChange('')} disabled={uploading}>
              {t('admin.components.imageUpload.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
