import { MODERATION_REASON_MAX_LENGTH, type ConversationMessage } from '@marketplace/contract';
import { formatNumber, useLocale } from '@marketplace/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useUiText } from '../../lib/ui-text';
import { TextInput } from '../text-input';

export interface MessageReasonDialogProps {
  /** The message acted on; null when the dialog is closed. */
  message: ConversationMessage | null;
  title: string;
  /** What happens, under the title; given the message (the last one while the dialog closes). */
  description: (message: ConversationMessage) => ReactNode;
  /** Shown between the description and the reason, e.g. which message it is. */
  details?: (message: ConversationMessage) => ReactNode;
  submitLabel: string;
  /** Shown when the promise rejects without a message of its own. */
  failedText: string;
  /** Resolved: the dialog closes. Rejected: the error's message shows and the reason stays. */
  onSubmit: (message: ConversationMessage, reason: string) => Promise<void>;
  onClose: () => void;
  /** After the closing transition, when focus has gone back (see ConversationThread). */
  onExited?: () => void;
}

/**
 * Asks why (required, up to the contract's MODERATION_REASON_MAX_LENGTH characters) before
 * something is done to one message: reporting it, or an admin hiding it.
 */
export function MessageReasonDialog(props: MessageReasonDialogProps) {
  const { message, onSubmit, onClose } = props;
  const t = useUiText();
  const locale = useLocale();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The texts keep naming the message while the dialog fades out after `message` went null.
  const [shown, setShown] = useState(message);
  if (message && message !== shown) setShown(message);

  const blank = reason.trim().length === 0;
  const tooLong = reason.length > MODERATION_REASON_MAX_LENGTH;
  const problem = blank
    ? t('ui.conversation.reasonRequired')
    : tooLong
      ? t('ui.conversation.reasonTooLong', { max: formatNumber(MODERATION_REASON_MAX_LENGTH, locale) })
      : null;

  const reset = () => {
    setReason('');
    setTouched(false);
    setError(null);
  };

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!message || problem) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(message, reason.trim());
      setBusy(false);
      reset();
      onClose();
    } catch (cause) {
      setBusy(false);
      setError(cause instanceof Error && cause.message ? cause.message : props.failedText);
    }
  };

  const counter = t('ui.conversation.counter', {
    count: formatNumber(reason.length, locale),
    max: formatNumber(MODERATION_REASON_MAX_LENGTH, locale),
  });
  return (
    <Dialog
      open={message !== null}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: props.onExited } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ marginBlockEnd: 2 }}>
            {shown && props.description(shown)}
          </DialogContentText>
          {shown && props.details?.(shown)}
          {error && (
            <Alert severity="error" sx={{ marginBlockEnd: 2 }}>
              {error}
            </Alert>
          )}
          <TextInput
            label={t('ui.conversation.reason')}
            required
            multiline
            minRows={3}
            maxRows={8}
            fullWidth
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && problem !== null}
            helperText={
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <span>{touched && problem ? problem : ''}</span>
                <span>{counter}</span>
              </span>
            }
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
          <Button onClick={close} disabled={busy}>
            {t('ui.conversation.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
