import { PageHeader } from '@marketplace/ui';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCustomerProfile } from '../api/get-customer-profile';
import { EmailVerificationBanner } from './email-verification-banner';
import { ProfileSummary } from './profile-summary';
import { ErrorState, LoadingState } from '../../../components/query-states';

const LINKS = [
  { label: 'Browse Services', to: paths.services.getHref(), icon: <SearchOutlined /> },
  { label: 'Notifications', to: paths.notifications.getHref(), icon: <NotificationsOutlined /> },
  { label: 'Contact Support', to: paths.contact.getHref(), icon: <SupportAgentOutlined /> },
] as const;

function QuickLinks() {
  return (
    <Card component="section" aria-labelledby="quick-links-title">
      <CardContent>
        <Typography id="quick-links-title" variant="h6" component="h2" sx={{ marginBlockEnd: 1.5 }}>
          Quick links
        </Typography>
        <Stack component="nav" aria-labelledby="quick-links-title" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {LINKS.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} startIcon={link.icon}>
              {link.label}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /customer-dashboard for now: who is signed in, whether their e-mail still needs verifying, and
 * the ways on. The profile, orders, transactions and settings screens of spec 2.5 come later.
 */
export function DashboardOverview() {
  const profile = useCustomerProfile();
  const firstName = profile.data?.firstName;
  return (
    <>
      <PageHeader title="Customer Dashboard" subtitle={firstName ? `Welcome back, ${firstName}` : undefined} />
      {profile.isPending && <LoadingState label="Loading your profile..." />}
      {profile.isError && (
        <ErrorState
          message={`Error loading your profile: ${profile.error.message}`}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && (
        <Stack spacing={3}>
          {!profile.data.isActive && <EmailVerificationBanner email={profile.data.email} />}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
            <ProfileSummary profile={profile.data} />
            <QuickLinks />
          </Box>
        </Stack>
      )}
    </>
  );
}
