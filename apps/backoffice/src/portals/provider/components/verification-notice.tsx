import { VERIFICATION_PATHS } from '@marketplace/contract';
import Alert from '@mui/material/Alert';
import MuiLink from '@mui/material/Link';
import { RichText } from '@marketplace/i18n';
import { Link } from 'react-router';
import { useFormat, useLocale, type MessageId } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { useCurrentProvider } from './use-current-provider';
import { useVerificationSummary } from './use-verification-summary';
import { expiringSoon, isVerificationExpired, requirementText } from './verification-rules';

// Home's one line about the business's verification running out (issue 38): expired (its listings
// take no new orders), or an accepted document expiring within 30 days with no renewal sent yet.
// Each with the way to the verification page. Nothing otherwise, nor while the summary is unknown.

export function VerificationNotice() {
  const me = useCurrentProvider();
  const summary = useVerificationSummary(me.data?.providerId);
  const format = useFormat();
  const locale = useLocale();
  const isolate = useIsolate();
  if (!summary.data) return null;
  const link = { link: <MuiLink component={Link} to={VERIFICATION_PATHS.provider} color="inherit" /> };

  if (isVerificationExpired(summary.data)) {
    const id: MessageId =
      summary.data.Status === 'in-review'
        ? 'verification.provider.notice.expiredInReview'
        : 'verification.provider.notice.expired';
    return (
      <Alert severity="error">
        <RichText<MessageId> id={id} components={link} />
      </Alert>
    );
  }
  const [first, ...others] = expiringSoon(summary.data);
  if (!first) return null;
  return (
    <Alert severity="warning">
      <RichText<MessageId>
        id={others.length === 0 ? 'verification.provider.notice.expiring' : 'verification.provider.notice.expiringMany'}
        values={{
          name: isolate.auto(requirementText(first.item.Requirement, locale).name),
          date: format.date(first.expiresOn),
          count: others.length + 1,
        }}
        components={link}
      />
    </Alert>
  );
}
