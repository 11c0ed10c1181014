import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { useT } from '@/i18n/text';
import { NewInquiries } from './new-inquiries';
import { PayoutRequests } from './payout-requests';
import { PendingProviders } from './pending-providers';
import { ReportedMessages } from './reported-messages';
import { VerificationReviews } from './verification-reviews';

// The admin's "needs action" inbox, /admin/inbox: every queue that waits for an admin on one
// screen (providers to approve, payouts to settle, inquiries to answer, reported messages to
// review, businesses' documents to verify), each acted on in place or on its own page.
// The menu's badge counts the same records and, like these lists, is kept live by the
// notification stream (app/live/use-admin-inbox-badges.ts); a handled record leaves its queue.

export default function AdminInbox() {
  const t = useT();
  // The app bar shows the page title as the page's h1; each queue is an h2.
  return (
    <Stack spacing={2} sx={{ marginBlock: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={t('admin.inbox.title')} />
      <Typography color="text.secondary">{t('admin.inbox.intro')}</Typography>
      <PendingProviders />
      <VerificationReviews />
      <PayoutRequests />
      <NewInquiries />
      <ReportedMessages />
    </Stack>
  );
}
