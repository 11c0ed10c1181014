import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useT } from '@/i18n/text';
import type { StateChange } from './provider-states';

export interface ProviderStateDialogProps {
  readonly change: StateChange | null;
  readonly businessName: string;
  readonly pending: boolean;
  readonly onConfirm: (reason: string) => void;
  readonly onClose: () => void;
}

/** The English of the error for a rejection without a reason, as tests assert it. */
// eslint-disable-next-line project/untranslated-text -- tests' English; the dialog shows the catalog's text
export const REASON_REQUIRED = 'A reason is required to reject a provider.';

/**
 * Confirms a state change with a reason, which the API stores and quotes in the mail to the
 * provider: required to reject, optional otherwise. The reason field has focus when it opens.
 */
export function ProviderStateDialog({ change, businessName, pending, onConfirm, onClose }: ProviderStateDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  if (!change) return null;
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.reasonRequired && !reason.trim()) return setMissing(true);
    onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={close} aria-labelledby="provider-state-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="provider-state-title">{t(change.title, { name: businessName })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('admin.components.providerState.dialogText')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={
              change.reasonRequired
                ? t('admin.components.providerState.reason')
                : t('admin.components.providerState.reasonOptional')
            }
            required={change.reasonRequired}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (missing) setMissing(false);
            }}
            error={missing}
            helperText={missing ? t('admin.components.providerState.reasonRequired') : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {t('admin.components.providerState.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={change.to === 'active' ? 'primary' : 'error'}
            disabled={pending}
          >
            {t(change.label)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
