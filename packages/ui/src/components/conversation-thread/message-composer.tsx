import { MESSAGE_MAX_LENGTH } from '@marketplace/contract';
import { formatNumber, RichText, useLocale } from '@marketplace/i18n';
import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useUiText, type UiMessageId } from '../../lib/ui-text';
import { TextInput } from '../text-input';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment-rules';
import { ChosenFile } from './chosen-file';

/** What the person wrote: text (may be ''), a file (may be null), at least one of them. */
export interface MessageDraft {
  readonly text: string;
  readonly file: File | null;
}

export interface MessageComposerProps {
  canWrite: boolean;
  /** Shown above the disabled field when the person cannot write (the API's CannotWriteReason). */
  cannotWriteReason?: string;
  /**
   * Sends the draft. Resolved: the field empties. Rejected: the draft stays as typed and the
   * error's message shows above it (the caller gives it in the page's language, e.g. a 429's).
   */
  onSend: (draft: MessageDraft) => Promise<void>;
  /** The file's upload so far (0 to 1) while it is sent, when the caller knows it. */
  uploadProgress?: number | null;
}

/**
 * Where a person writes: a multiline field (Enter starts a new line; Ctrl+Enter or ⌘+Enter sends,
 * since messages often have several lines), a counter to the 4,000-character limit, a file to
 * attach, and Send.
 */
export function MessageComposer({ canWrite, cannotWriteReason, onSend, uploadProgress = null }: MessageComposerProps) {
  const t = useUiText();
  const locale = useLocale();
  const theme = useTheme();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const hasContent = text.trim().length > 0 || file !== null;
  const canSend = canWrite && hasContent && !tooLong && !sending;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend({ text: text.trim(), file });
      setText('');
      setFile(null);
      // The Send button is disabled once the field is empty: focus would fall to the page.
      fieldRef.current?.focus();
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('ui.conversation.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = attachmentProblem(chosen);
    setError(problem && t(problem));
    if (!problem) setFile(chosen);
  };

  const counter = t('ui.conversation.counter', {
    count: formatNumber(text.length, locale),
    max: formatNumber(MESSAGE_MAX_LENGTH, locale),
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('ui.conversation.composer')}>
      <Stack spacing={1}>
        {!canWrite && (
          <Alert severity="info" role="status">
            {cannotWriteReason || t('ui.conversation.cannotWrite')}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {file && (
          <ChosenFile
            file={file}
            progress={sending ? uploadProgress : null}
            disabled={sending}
            onRemove={() => setFile(null)}
          />
        )}
        <TextInput
          inputRef={fieldRef}
          label={t('ui.conversation.message')}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={!canWrite}
          error={tooLong}
          // Nothing to count or send while the field is disabled (and grey text would be unreadable).
          helperText={
            canWrite && (
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                {tooLong ? (
                  <span>{t('ui.conversation.tooLong', { max: formatNumber(MESSAGE_MAX_LENGTH, locale) })}</span>
                ) : (
                  // A keyboard shortcut means nothing on a touch screen's keyboard: the hint stays off there.
                  <Box component="span" sx={{ '@media (hover: none) and (pointer: coarse)': { visibility: 'hidden' } }}>
                    {/* The keys' names as printed on keyboards, left to right in Arabic too. */}
                    <RichText<UiMessageId> id="ui.conversation.sendHint" components={{ keys: <kbd dir="ltr" /> }} />
                  </Box>
                )}
                <Box component="span" sx={{ flexShrink: 0 }}>
                  {counter}
                </Box>
              </Box>
            )
          }
          slotProps={{ htmlInput: { dir: 'auto', readOnly: sending } }}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <IconButton
            aria-label={t('ui.conversation.attach')}
            onClick={() => fileRef.current?.click()}
            disabled={!canWrite || sending}
          >
            <AttachFile />
          </IconButton>
          <input ref={fileRef} type="file" accept={ATTACHMENT_ACCEPT} hidden tabIndex={-1} onChange={chooseFile} />
          <Button
            type="submit"
            variant="contained"
            disabled={!canSend && !sending}
            loading={sending}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            // The paper plane points the way text runs: flipped in Arabic.
            endIcon={<Send sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
          >
            {t('ui.conversation.send')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
