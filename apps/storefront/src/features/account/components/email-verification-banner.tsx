import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useSendVerificationEmail } from '../api/send-verification-email';

/**
 * Spec 2.5: the amber banner of a customer whose e-mail is not verified yet (IsActive false),
 * with a resend button that reads 'Sending...' while the request runs, and the spam-folder hint.
 */
export function EmailVerificationBanner({ email }: { email: string }) {
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
          {resend.isPending ? 'Sending...' : 'Resend Verification Email'}
        </Button>
      }
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { marginInlineStart: { xs: 0, sm: 'auto' } },
      }}
    >
      <AlertTitle id="email-verification-title">Email Verification Required</AlertTitle>
      Please verify your e-mail address ({email}) to edit your profile. We sent you a link when you registered; if you
      cannot find it, check your spam folder or send a new one.
    </Alert>
  );
}
