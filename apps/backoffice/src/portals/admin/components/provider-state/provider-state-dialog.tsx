import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { StateChange } from './provider-states';

export interface ProviderStateDialogProps {
  readonly change: StateChange | null;
  readonly businessName: string;
  readonly pending: boolean;
  readonly onConfirm: (reason: string) => void;
  readonly onClose: () => void;
}

export const REASON_REQUIRED = 'A reason is required to reject a provider.';

/**
 * Confirms a state change with a reason, which the API stores and quotes in the mail to the
 * provider: required to reject, optional otherwise. The reason field has focus when it opens.
 */
export function ProviderStateDialog({ change, businessName, pending, onConfirm, onClose }: ProviderStateDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  if (!change) return null;
  const close = () => {
    setReason('');
    setError('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.reasonRequired && !reason.trim()) return setError(REASON_REQUIRED);
    onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={close} aria-labelledby="provider-state-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="provider-state-title">{`${change.label} ${businessName}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The provider is told by e-mail, with the reason if you give one. The change is recorded in the audit log.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={change.reasonRequired ? 'Reason' : 'Reason (optional)'}
            required={change.reasonRequired}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError('');
            }}
            error={Boolean(error)}
            helperText={error || ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={change.to === 'active' ? 'primary' : 'error'}
            disabled={pending}
          >
            {change.label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
