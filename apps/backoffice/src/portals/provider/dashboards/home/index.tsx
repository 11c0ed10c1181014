import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Title, useNotify } from 'react-admin';
import { api } from '@/api';
import { AccountStateBanner } from '@/portals/provider/components/account-state-banner';
import { useCurrentProvider } from '@/portals/provider/components/use-current-provider';
import { VerificationNotice } from '@/portals/provider/components/verification-notice';
import { TodoTiles } from './todo-tiles';
import { useOnboarding } from './use-onboarding';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useT } from '@/i18n/text';

// The provider landing page, /provider-dashboard/home: the account state, a verification running
// out (issue 38), what is left to set up, what needs doing now (new paid requests first), earnings
// against the period before, recent orders and the rating. Figures from GET /api/Provider/{id}/stats
// and the payout balance. What sits below the tiles loads in chunks of its own behind skeletons, so
// the page's first load stays within the 300 KB goal (pnpm bench:bundle): below-the-fold.ts.

// The checklist only for a provider with steps left (most have none), once their answers are in.
const OnboardingChecklist = lazy(() =>
  import('./onboarding-checklist').then((m) => ({ default: m.OnboardingChecklist })),
);
const belowTheFold = () => import('./below-the-fold');
const EarningsChart = lazy(() => belowTheFold().then((m) => ({ default: m.EarningsChart })));
const RecentOrders = lazy(() => belowTheFold().then((m) => ({ default: m.RecentOrders })));
const RatingCard = lazy(() => belowTheFold().then((m) => ({ default: m.RatingCard })));

export default function ProviderHome() {
  const t = useT();
  const notify = useNotify();
  const me = useCurrentProvider();
  const providerId = me.data?.providerId;
  const stats = useQuery({
    queryKey: ['provider-home', 'stats', providerId],
    queryFn: () => api.providers.stats(providerId!),
    enabled: providerId !== undefined,
  });
  const balance = useQuery({
    queryKey: ['provider-home', 'balance', providerId],
    queryFn: () => api.payouts.balance(providerId!),
    enabled: providerId !== undefined,
  });
  const onboarding = useOnboarding(me.data);
  const error = me.error ?? stats.error ?? balance.error ?? onboarding.error;
  useEffect(() => {
    if (error) notify(error.message, { type: 'error' });
  }, [error, notify]);

  // The app bar shows the page title as the page's h1; sections below start at h2.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <Title title={t('provider.home.title')} />
      <AccountStateBanner />
      <VerificationNotice />
      {onboarding.steps?.some((step) => !step.done) && (
        <Suspense fallback={<LoadingSkeleton label={t('provider.home.loadingChecklist')} height={240} />}>
          <OnboardingChecklist steps={onboarding.steps} />
        </Suspense>
      )}
      <TodoTiles stats={stats.data} balance={balance.data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          {providerId ? (
            <Suspense fallback={<LoadingSkeleton label={t('provider.home.loadingChart')} height={360} />}>
              <EarningsChart providerId={providerId} />
            </Suspense>
          ) : (
            <LoadingSkeleton label={t('provider.home.loadingChart')} height={360} />
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          {me.data ? (
            <Suspense fallback={<LoadingSkeleton label={t('provider.home.loadingRecentOrders')} height={360} />}>
              <RecentOrders userId={me.data.userId} />
            </Suspense>
          ) : (
            <LoadingSkeleton label={t('provider.home.loadingRecentOrders')} height={360} />
          )}
        </Grid>
      </Grid>
      <Suspense fallback={<LoadingSkeleton label={t('provider.home.loadingRating')} height={140} />}>
        <RatingCard providerId={providerId} />
      </Suspense>
    </Stack>
  );
}
