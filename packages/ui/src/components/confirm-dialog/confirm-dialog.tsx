import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useUiText } from '../../lib/ui-text';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button turns the error colour, and focus starts on Cancel. */
  destructive?: boolean;
  /** The confirmed action is running: the confirm button spins and nothing can be pressed. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape and a click on the backdrop. */
  onCancel: () => void;
}

/** Asks before an action the user cannot take back, e.g. the settings page's password reset. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useUiText();
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;

  return (
    <Dialog
      open={open}
      // While the action runs, closing would hide its outcome: Escape and the backdrop wait.
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
        {/* The safe choice gets focus when the other one destroys something. */}
        <Button onClick={onCancel} disabled={busy} autoFocus={destructive}>
          {cancelLabel ?? t('ui.confirm.cancel')}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} loading={busy}>
          {confirmLabel ?? t('ui.confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
