import { landingPathFor } from '@marketplace/contract';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { AuthCard } from './auth-card';
import { StartDoor } from './start-door';

/**
 * /start ('Get Started', spec 2.1): where the guard sends visitors, so it offers the two doors,
 * customers and businesses. The customer links carry on location.state.from, so a customer
 * signing in returns to the page they were turned away from.
 */
export function StartView() {
  const { user, role } = useSession();
  const { state } = useLocation();

  if (user && role) {
    const isCustomer = role === 'customer';
    return (
      <AuthCard title="Get Started" subtitle={`You are signed in as ${user.email}.`}>
        <Button component={AppLink} to={landingPathFor(role)} variant="contained" size="large" fullWidth>
          {isCustomer ? 'Go to my account' : 'Open my dashboard'}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Get Started" subtitle="How would you like to use the marketplace?" maxWidth={880}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <StartDoor
          icon={<PersonOutline />}
          title="I'm a customer"
          description="Find trusted professionals, request services and follow your orders."
          primary={{ label: 'Sign in', to: paths.customerAuth.getHref(), state }}
          secondary={{ label: 'Create account', to: paths.customerAuth.getHref('register'), state }}
        />
        <StartDoor
          icon={<StorefrontOutlined />}
          title="I'm a business"
          description="List your services and items, and manage the orders customers send you."
          primary={{ label: 'Provider login', to: paths.providerLogin.getHref() }}
          secondary={{ label: 'Become a provider', to: paths.providerSignup.getHref() }}
        />
      </Stack>
    </AuthCard>
  );
}
