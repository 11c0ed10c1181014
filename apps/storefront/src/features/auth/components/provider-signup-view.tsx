import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { ProviderSignupForm } from './provider-signup-form';

interface Registered {
  readonly businessName: string;
  readonly email: string;
}

/** /provider-signup: the form, then what happens next (admin approval and e-mail verification). */
export function ProviderSignupView() {
  const [registered, setRegistered] = useState<Registered | null>(null);

  if (registered) {
    return (
      <AuthCard
        live
        icon={<MarkEmailReadOutlined color="success" />}
        title="Registration received"
        subtitle={
          <>
            Your provider account for {registered.businessName} now waits for an administrator&apos;s approval. Please
            also verify your e-mail address: open the link we sent to {registered.email}. If that address already had an
            account, the e-mail tells you how to sign in to it instead.
          </>
        }
      >
        <Button component={RouterLink} to={paths.providerLogin.getHref()} variant="contained" size="large" fullWidth>
          Go to Provider Login
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      live
      title="Become a provider"
      subtitle="List your services and items and receive orders from customers across Bahrain."
    >
      <ProviderSignupForm onRegistered={(values) => setRegistered(values)} />
      <Typography variant="body2" sx={{ marginBlockStart: 3, textAlign: 'center', color: 'text.secondary' }}>
        Already registered?{' '}
        <Link component={RouterLink} to={paths.providerLogin.getHref()}>
          Provider login
        </Link>
      </Typography>
    </AuthCard>
  );
}
