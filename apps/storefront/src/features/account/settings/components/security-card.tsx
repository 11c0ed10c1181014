import { SETTINGS_PASSWORD_RESET } from '@marketplace/contract';
import { ConfirmDialog } from '@marketplace/ui';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSettingsPasswordReset } from '../hooks/use-settings-password-reset';
import { MessageDialog } from './message-dialog';

/** Spec 2.5's Security card: Reset Password, with the dialogs of sections 4 and 8. */
export function SecurityCard() {
  const titleId = useId();
  const reset = useSettingsPasswordReset();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
          Security
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 2 }}>
          We will e-mail you a link to choose a new password.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<LockResetOutlined />}
          onClick={reset.start}
          disabled={!reset.canStart || reset.step === 'sent'}
        >
          Reset Password
        </Button>
      </CardContent>
      <ConfirmDialog
        open={reset.step === 'confirming'}
        title={SETTINGS_PASSWORD_RESET.confirm.title}
        message={SETTINGS_PASSWORD_RESET.confirm.description}
        busy={reset.sending}
        onConfirm={reset.confirm}
        onCancel={reset.cancel}
      />
      {/* No Escape here: the logout is coming either way; the button only brings it forward. */}
      <MessageDialog
        open={reset.step === 'sent'}
        title={SETTINGS_PASSWORD_RESET.sent.title}
        message={SETTINGS_PASSWORD_RESET.sent.description}
        actionLabel="Log out now"
        onAction={reset.logOutNow}
      />
      <MessageDialog
        open={reset.step === 'failed'}
        title={SETTINGS_PASSWORD_RESET.failedTitle}
        message={reset.failure}
        actionLabel="Close"
        onAction={reset.cancel}
        onClose={reset.cancel}
      />
    </Card>
  );
}
