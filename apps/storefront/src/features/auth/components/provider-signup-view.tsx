import { RichText } from '@marketplace/i18n';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { AuthCard } from './auth-card';
import { ProviderSignupForm } from './provider-signup-form';

interface Registered {
  readonly businessName: string;
  readonly email: string;
}

/** /provider-signup: the form, then what happens next (admin approval and e-mail verification). */
export function ProviderSignupView() {
  const t = useT();
  const [registered, setRegistered] = useState<Registered | null>(null);

  if (registered) {
    return (
      <AuthCard
        live
        icon={<MarkEmailReadOutlined color="success" />}
        title={t('auth.signup.done.title')}
        subtitle={
          <RichText<MessageId>
            id="auth.signup.done.body"
            values={{ businessName: registered.businessName, email: registered.email }}
            // The business name is the provider's own text, in either language.
            components={{ name: <bdi />, email: <bdi dir="ltr" /> }}
          />
        }
      >
        <Button component={RouterLink} to={paths.providerLogin.getHref()} variant="contained" size="large" fullWidth>
          {t('auth.signup.done.login')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard live title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <ProviderSignupForm onRegistered={(values) => setRegistered(values)} />
      <Typography variant="body2" sx={{ marginBlockStart: 3, textAlign: 'center', color: 'text.secondary' }}>
        <RichText<MessageId>
          id="auth.signup.loginPrompt"
          components={{ link: <Link component={RouterLink} to={paths.providerLogin.getHref()} /> }}
        />
      </Typography>
    </AuthCard>
  );
}
