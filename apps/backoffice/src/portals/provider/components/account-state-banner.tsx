import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '@marketplace/ui';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router';
import { api } from '@/api';
import { PROVIDER_PROFILE, storefrontPaths } from '@/config/paths';
import { stateReasonOf, useCurrentProvider, useForgetCurrentProvider } from './use-current-provider';

// What the provider's account state means for them (spec 3: active, pending, rejected, inactive),
// on Home and on any screen that needs it (the listings form says the same before publishing).
// Only an active provider's listings are published: the API refuses otherwise, so the screens
// say why before the provider tries.

export const PUBLISH_RULE = 'Only active providers can publish listings.';

/** The admin's reason in quotes, ending its sentence once: “Add your CR number.”, not “...number.”. */
const quotedReason = (reason: string) => (/[.!?]$/.test(reason) ? `“${reason}” ` : `“${reason}”. `);

export function AccountStateBanner() {
  const { data: me } = useCurrentProvider();
  if (!me) return null;
  const { accState } = me.business;
  const reason = stateReasonOf(me.business);

  if (accState === 'pending') {
    return (
      <Alert severity="info" role="status">
        <AlertTitle>Your business is under review</AlertTitle>
        An admin checks new and corrected businesses before they go live; you will get an e-mail when it is done.{' '}
        {PUBLISH_RULE} You can prepare your listings meanwhile.
      </Alert>
    );
  }
  if (accState === 'rejected') return <RejectedBanner providerId={me.providerId} reason={reason} />;
  if (accState === 'inactive') {
    return (
      <Alert severity="warning">
        <AlertTitle>Your business is inactive</AlertTitle>
        {reason ? <>Reason given: {quotedReason(reason)}</> : null}
        {PUBLISH_RULE} To reactivate your business, please{' '}
        {/* The contact page is the storefront's: a full page load. */}
        <MuiLink href={storefrontPaths.contact}>contact us</MuiLink>.
      </Alert>
    );
  }
  return null;
}

function RejectedBanner({ providerId, reason }: { providerId: string; reason: string | undefined }) {
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
      notify('Your business is submitted for review again.', { type: 'success' });
      setConfirming(false);
      await forget();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The business could not be resubmitted.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert severity="error">
      <AlertTitle>Your business was not approved</AlertTitle>
      {reason ? <>The reviewer’s reason: {quotedReason(reason)}</> : null}
      {PUBLISH_RULE} Correct your profile, then resubmit it for review.
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ marginBlockStart: 1.5 }}>
        <Button component={Link} to={PROVIDER_PROFILE} variant="outlined" color="inherit" size="small">
          Correct your profile
        </Button>
        <Button variant="contained" color="error" size="small" onClick={() => setConfirming(true)}>
          Resubmit for review
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Resubmit for review?"
        message="An admin will review your business again. Until then it stays unpublished."
        confirmLabel="Resubmit"
        busy={busy}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
