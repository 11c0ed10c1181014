import { RichText } from '@marketplace/i18n';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { useSendVerificationEmail } from '../api/send-verification-email';

/**
 * Spec 2.5: the amber banner of a customer whose e-mail is not verified yet (IsActive false),
 * with a resend button that reads 'Sending...' while the request runs, and the spam-folder hint.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
  const t = useT();
  const resend = useSendVerificationEmail();
  return (
    <Alert
      severity="warning"
      // Shown on load, so not an assertive alert; it is a landmark the user can come back to.
      role="region"
      aria-labelledby="email-verification-title"
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => resend.mutate(email)}
          disabled={resend.isPending}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {resend.isPending ? t('account.verify.sending') : t('account.verify.resend')}
        </Button>
      }
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { marginInlineStart: { xs: 0, sm: 'auto' } },
      }}
    >
      <AlertTitle id="email-verification-title">{t('account.verify.title')}</AlertTitle>
      {/* The address reads left to right inside the Arabic sentence. */}
      <RichText<MessageId> id="account.verify.message" values={{ email }} components={{ email: <bdi dir="ltr" /> }} />
    </Alert>
  );
}
