import { SETTINGS_PASSWORD_RESET } from '@marketplace/contract';
import { ConfirmDialog } from '@marketplace/ui';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useContractText, useT } from '@/lib/text';
import { useSettingsPasswordReset } from '../hooks/use-settings-password-reset';
import { MessageDialog } from './message-dialog';

/** Spec 2.5's Security card: Reset Password, with the dialogs of sections 4 and 8. */
export function SecurityCard() {
  const t = useT();
  const ct = useContractText();
  const titleId = useId();
  const reset = useSettingsPasswordReset();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
          {t('account.settings.security')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 2 }}>
          {t('account.settings.securityText')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<LockResetOutlined />}
          onClick={reset.start}
          disabled={!reset.canStart || reset.step === 'sent'}
        >
          {t('account.settings.reset')}
        </Button>
      </CardContent>
      <ConfirmDialog
        open={reset.step === 'confirming'}
        title={ct(SETTINGS_PASSWORD_RESET.confirm.title)}
        message={ct(SETTINGS_PASSWORD_RESET.confirm.description)}
        busy={reset.sending}
        onConfirm={reset.confirm}
        onCancel={reset.cancel}
      />
      {/* No Escape here: the logout is coming either way; the button only brings it forward. */}
      <MessageDialog
        open={reset.step === 'sent'}
        title={ct(SETTINGS_PASSWORD_RESET.sent.title)}
        message={ct(SETTINGS_PASSWORD_RESET.sent.description)}
        actionLabel={t('account.settings.logOutNow')}
        onAction={reset.logOutNow}
      />
      <MessageDialog
        open={reset.step === 'failed'}
        title={ct(SETTINGS_PASSWORD_RESET.failedTitle)}
        message={ct(reset.failure)}
        actionLabel={t('account.settings.close')}
        onAction={reset.cancel}
        onClose={reset.cancel}
      />
    </Card>
  );
}
