import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { VERIFICATION_PATHS } from '@marketplace/contract';
import { RichText } from '@marketplace/i18n';
import { ConfirmDialog } from '@marketplace/ui';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router';
import { api } from '@/api';
import { PROVIDER_PROFILE, storefrontPaths } from '@/config/paths';
import { useLocale, useT, type MessageId } from '@/i18n/text';
import { stateReasonOf, useCurrentProvider, useForgetCurrentProvider } from './use-current-provider';

// What the provider's account state means for them (spec 3: active, pending, rejected, inactive),
// on Home and on any screen that needs it (the listings form says the same before publishing).
// Only an active provider's listings are published: the API refuses otherwise, so the screens
// say why before the provider tries.

/** The admin's reason in quotes, ending its sentence once: “Add your CR number.”, not “...number.”. */
function useQuotedReason(): (reason: string, ids: { ended: MessageId; open: MessageId }) => string {
  const t = useT();
  const locale = useLocale();
  return (reason, ids) =>
    t(/[.!?؟]$/.test(reason) ? ids.ended : ids.open, {
      // The admin's words may be English inside Arabic: isolated, so they keep their own direction.
      reason: locale === 'ar' ? `\u2068${reason}\u2069` : reason,
    });
}

export function AccountStateBanner() {
  const t = useT();
  const quoted = useQuotedReason();
  const { data: me } = useCurrentProvider();
  if (!me) return null;
  const { accState } = me.business;
  const reason = stateReasonOf(me.business);

  if (accState === 'pending') {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>{t('provider.components.accountState.pendingTitle')}</AlertTitle>
        {t('provider.components.accountState.pendingReview')} {t('provider.components.accountState.publishRule')}{' '}
        {t('provider.components.accountState.pendingPrepare')}{' '}
        {/* Issue 38: approval needs the business's documents accepted. */}
        <RichText<MessageId>
          id="verification.provider.banner.pending"
          components={{ link: <MuiLink component={Link} to={VERIFICATION_PATHS.provider} /> }}
        />
      </Alert>
    );
  }
  if (accState === 'rejected') return <RejectedBanner providerId={me.providerId} reason={reason} />;
  if (accState === 'inactive') {
    return (
      <Alert severity="warning">
        <AlertTitle>{t('provider.components.accountState.inactiveTitle')}</AlertTitle>
        {reason ? (
          <>
            {quoted(reason, {
              ended: 'provider.components.accountState.inactiveReasonEnded',
              open: 'provider.components.accountState.inactiveReason',
            })}{' '}
          </>
        ) : null}
        {t('provider.components.accountState.publishRule')}{' '}
        <RichText<MessageId>
          id="provider.components.accountState.inactiveContact"
          // The contact page is the storefront's: a full page load.
          components={{ contact: <MuiLink href={storefrontPaths.contact} /> }}
        />
      </Alert>
    );
  }
  return null;
}

function RejectedBanner({ providerId, reason }: { providerId: string; reason: string | undefined }) {
  const t = useT();
  const quoted = useQuotedReason();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const forget = useForgetCurrentProvider();

  const onConfirm = async () => {
    setBusy(true);
    try {
      // POST /api/Provider/{id}/resubmit: rejected -> pending, admins notified.
      await api.providers.resubmit(providerId);
      notify(t('provider.components.accountState.resubmitted'), { type: 'success' });
      setConfirming(false);
      await forget();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : t('provider.components.accountState.resubmitFailed'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert severity="error">
      <AlertTitle>{t('provider.components.accountState.rejectedTitle')}</AlertTitle>
      {reason ? (
        <>
          {quoted(reason, {
            ended: 'provider.components.accountState.rejectedReasonEnded',
            open: 'provider.components.accountState.rejectedReason',
          })}{' '}
        </>
      ) : null}
      {t('provider.components.accountState.publishRule')} {t('provider.components.accountState.rejectedNext')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ marginBlockStart: 1.5 }}>
        <Button component={Link} to={PROVIDER_PROFILE} variant="outlined" color="inherit" size="small">
          {t('provider.components.accountState.correctProfile')}
        </Button>
        <Button variant="contained" color="error" size="small" onClick={() => setConfirming(true)}>
          {t('provider.components.accountState.resubmit')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('provider.components.accountState.resubmitTitle')}
        message={t('provider.components.accountState.resubmitMessage')}
        confirmLabel={t('provider.components.accountState.resubmitConfirm')}
        busy={busy}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
