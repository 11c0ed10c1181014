import { MODERATION_REASON_MAX_LENGTH, type ConversationMessage } from '@marketplace/contract';
import { formatNumber, useLocale } from '@marketplace/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { useUiText } from '../../lib/ui-text';
import { TextInput } from '../text-input';

export interface ReportMessageDialogProps {
  /** The message being reported; null when the dialog is closed. */
  message: ConversationMessage | null;
  /** Resolved: the dialog closes. Rejected: the error's message shows and the reason stays. */
  onReport: (message: ConversationMessage, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks why a message is reported (required, up to 500 characters) and sends it to the marketplace. */
export function ReportMessageDialog({ message, onReport, onClose }: ReportMessageDialogProps) {
  const t = useUiText();
  const locale = useLocale();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const blank = reason.trim().length === 0;
  const tooLong = reason.length > MODERATION_REASON_MAX_LENGTH;
  const problem = blank
    ? t('ui.conversation.reasonRequired')
    : tooLong
      ? t('ui.conversation.reasonTooLong', { max: formatNumber(MODERATION_REASON_MAX_LENGTH, locale) })
      : null;

  const close = () => {
    if (busy) return;
    setReason('');
    setTouched(false);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!message || problem) return;
    setBusy(true);
    setError(null);
    try {
      await onReport(message, reason.trim());
      setBusy(false);
      setReason('');
      setTouched(false);
      onClose();
    } catch (cause) {
      setBusy(false);
      setError(cause instanceof Error && cause.message ? cause.message : t('ui.conversation.reportFailed'));
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
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{t('ui.conversation.reportTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ marginBlockEnd: 2 }}>
            {t('ui.conversation.reportDescription', { name: message?.SenderName ?? '' })}
          </DialogContentText>
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
            {t('ui.conversation.reportSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
