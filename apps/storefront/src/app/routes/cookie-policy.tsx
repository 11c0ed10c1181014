import { formatDate, useLocale } from '@marketplace/i18n';
import { PageHeader } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { CookiePolicySection } from '@/features/legal/components/cookie-policy-section';
import { PolicyContents } from '@/features/legal/components/policy-contents';
import { PrivacyPolicySection } from '@/features/legal/components/privacy-policy-section';
import { TermsOfServiceSection } from '@/features/legal/components/terms-of-service-section';
import { useHashFocus } from '@/features/legal/hooks/use-hash-focus';
import { LEGAL_LAST_UPDATED } from '@/features/legal/legal-sections';
import { useT } from '@/lib/text';

/** /cookie-policy ('Legal Policies'): privacy, terms and cookies, each reachable by its anchor. */
export function Component() {
  useHashFocus();
  const t = useT();
  const locale = useLocale();
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader
        title={t('legal.page.title')}
        subtitle={t('legal.page.subtitle', { date: formatDate(LEGAL_LAST_UPDATED, locale, 'long') })}
      />
      <Box
        sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' } }}
      >
        <Box>
          <PolicyContents />
        </Box>
        <Box sx={{ maxInlineSize: '75ch' }}>
          <PrivacyPolicySection />
          <TermsOfServiceSection />
          <CookiePolicySection />
        </Box>
      </Box>
    </Container>
  );
}
