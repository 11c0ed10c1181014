import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Title, useNotify } from 'react-admin';
import { storefrontProviderPath } from '@/config/paths';
import { AccountStateBanner } from '@/portals/provider/components/account-state-banner';
import { useCurrentProvider } from '@/portals/provider/components/use-current-provider';
import { BusinessForm } from './business-form';
import { ContactCard } from './contact-card';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useT } from '@/i18n/text';

// The business profile, /provider-dashboard/profile: what customers read about the business, with
// a link to its public page in the storefront (the catalogue filtered to its listings, where the
// brand cards lead) so the provider sees the change.

export default function ProviderProfile() {
  const t = useT();
  const notify = useNotify();
  const me = useCurrentProvider();
  useEffect(() => {
    if (me.error) notify(me.error.message, { type: 'error' });
  }, [me.error, notify]);

  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 } }}>
      <Title title={t('provider.profile.title')} />
      <AccountStateBanner />
      {me.data ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card component="section" aria-label={t('provider.profile.details')}>
              <CardHeader
                title={t('provider.profile.details')}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
                action={
                  // Only an active business has a public page (the API answers others' visitors
                  // 404). The storefront is another app: a full page load, in a new tab to keep the form.
                  me.data.business.accState === 'active' ? (
                    <Button
                      href={storefrontProviderPath(me.data.providerId)}
                      target="_blank"
                      rel="noopener"
                      size="small"
                      // The arrow points out towards the reading direction's end.
                      endIcon={<OpenInNew sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
                    >
                      {t('provider.profile.publicPage')}
                    </Button>
                  ) : null
                }
                sx={{ flexWrap: 'wrap', rowGap: 1 }}
              />
              <CardContent sx={{ padding: 0 }}>
                <BusinessForm key={me.data.business.modifiedAt ?? ''} me={me.data} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ContactCard me={me.data} />
          </Grid>
        </Grid>
      ) : me.isPending ? (
        <LoadingSkeleton label={t('provider.profile.loading')} height={480} />
      ) : null}
    </Stack>
  );
}
