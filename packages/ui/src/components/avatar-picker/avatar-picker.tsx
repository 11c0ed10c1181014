import { avatarFileProblem, isPlaceholderImage, type ToastText } from '@marketplace/contract';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useUiText } from '../../lib/ui-text';
import { initialsOf } from './initials';

export interface AvatarPickerProps {
  /** The saved photo; empty or 'placeholder' URLs count as none (spec section 3). */
  imageUrl?: string | null;
  /** The person's name: initials when there is no photo, and the photo's alt text. */
  name: string;
  /** Edit mode shows Change photo / Remove; view mode only the avatar. */
  editable?: boolean;
  /** Buttons shown but disabled, e.g. while the profile is saving. */
  disabled?: boolean;
  /** A file that passed the checks; it is previewed here, uploading is the caller's job. */
  onSelect: (file: File) => void;
  /** The caller clears `imageUrl` (the spec's remove: ImageUrl becomes empty on save). */
  onRemove: () => void;
  /** A refused file, with the spec's toast text (AVATAR_FILE_MESSAGES). */
  onError: (message: ToastText) => void;
  size?: number;
  changeLabel?: string;
  removeLabel?: string;
  removeAccessibleLabel?: string;
}

/**
 * The profile photo with its picker (spec sections 2.5, 4 and 5). A chosen file is checked with
 * the contract's avatarFileProblem before anything else happens, then previewed from an object
 * URL. Leaving edit mode (Save or Cancel) drops the preview: the caller's `imageUrl` is the truth
 * again, whether the upload worked or not.
 */
export function AvatarPicker({
  imageUrl,
  name,
  editable = true,
  disabled = false,
  onSelect,
  onRemove,
  onError,
  size = 96,
  changeLabel,
  removeLabel,
  removeAccessibleLabel,
}: AvatarPickerProps) {
  const t = useUiText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // The URL is made and revoked in one effect, so it lives exactly as long as its file is shown
  // (also under StrictMode's double effects) and never leaks after a new choice or unmount.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The URL is an outside resource this effect makes and revokes: made in the change handler
    // instead, StrictMode's second run of the effect would leave a revoked URL on screen.
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  if (!editable && file) setFile(null);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    if (problem) {
      onError(problem);
      return;
    }
    setFile(chosen);
    onSelect(chosen);
  };

  const remove = () => {
    setFile(null);
    onRemove();
  };

  const savedUrl = isPlaceholderImage(imageUrl) ? null : imageUrl;
  const shownUrl = previewUrl ?? savedUrl;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shownUrl ?? undefined}
        alt={name}
        // The person's name, in whatever script they wrote it.
        dir="auto"
        {...(shownUrl ? {} : { role: 'img', 'aria-label': name })}
        sx={(theme) => ({
          width: size,
          height: size,
          fontSize: size / 2.6,
          fontWeight: 600,
          bgcolor: (theme.vars ?? theme).palette.primary.main,
          color: (theme.vars ?? theme).palette.primary.contrastText,
        })}
      >
        {initialsOf(name)}
      </Avatar>
      {editable && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhotoCamera />}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            {changeLabel ?? t('ui.avatar.change')}
          </Button>
          {shownUrl && (
            <Button
              variant="text"
              size="small"
              color="error"
              disabled={disabled}
              onClick={remove}
              aria-label={removeAccessibleLabel ?? t('ui.avatar.removePhoto')}
            >
              {removeLabel ?? t('ui.avatar.remove')}
            </Button>
          )}
          <input ref={inputRef} type="file" accept="image/*" hidden tabIndex={-1} onChange={handleFile} />
        </Stack>
      )}
    </Stack>
  );
}
