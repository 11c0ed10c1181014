import { landingPathFor } from '@marketplace/contract';
import { RichText } from '@marketplace/i18n';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { AuthCard } from './auth-card';
import { StartDoor } from './start-door';

/**
 * /start ('Get Started', spec 2.1): where the guard sends visitors, so it offers the two doors,
 * customers and businesses. The customer links carry on location.state.from, so a customer
 * signing in returns to the page they were turned away from.
 */
export function StartView() {
  const t = useT();
  const { user, role } = useSession();
  const { state } = useLocation();

  if (user && role) {
    const isCustomer = role === 'customer';
    return (
      <AuthCard
        title={t('auth.start.title')}
        subtitle={
          <RichText<MessageId>
            id="auth.start.signedInAs"
            values={{ email: user.email }}
            components={{ email: <bdi dir="ltr" /> }}
          />
        }
      >
        <Button component={AppLink} to={landingPathFor(role)} variant="contained" size="large" fullWidth>
          {isCustomer ? t('auth.start.goToAccount') : t('auth.start.openDashboard')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.start.title')} subtitle={t('auth.start.subtitle')} maxWidth={880}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <StartDoor
          icon={<PersonOutline />}
          title={t('auth.start.customer.title')}
          description={t('auth.start.customer.description')}
          primary={{ label: t('auth.start.customer.signIn'), to: paths.customerAuth.getHref(), state }}
          secondary={{ label: t('auth.start.customer.register'), to: paths.customerAuth.getHref('register'), state }}
        />
        <StartDoor
          icon={<StorefrontOutlined />}
          title={t('auth.start.business.title')}
          description={t('auth.start.business.description')}
          primary={{ label: t('auth.start.business.login'), to: paths.providerLogin.getHref() }}
          secondary={{ label: t('auth.start.business.signup'), to: paths.providerSignup.getHref() }}
        />
      </Stack>
    </AuthCard>
  );
}
