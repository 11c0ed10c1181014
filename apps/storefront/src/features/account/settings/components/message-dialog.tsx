import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface MessageDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly actionLabel: string;
  readonly onAction: () => void;
  /** Escape and the backdrop; without it they do nothing (the dialog waits for its outcome). */
  readonly onClose?: () => void;
}

/** A dialog that tells one thing and offers one button: 'Password reset' and 'Reset failed'. */
export function MessageDialog({ open, title, message, actionLabel, onAction, onClose }: MessageDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button variant="contained" onClick={onAction} autoFocus>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
