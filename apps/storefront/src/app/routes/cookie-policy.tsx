import { PageHeader } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { CookiePolicySection } from '@/features/legal/components/cookie-policy-section';
import { PolicyContents } from '@/features/legal/components/policy-contents';
import { PrivacyPolicySection } from '@/features/legal/components/privacy-policy-section';
import { TermsOfServiceSection } from '@/features/legal/components/terms-of-service-section';
import { useHashFocus } from '@/features/legal/hooks/use-hash-focus';
import { LEGAL_LAST_UPDATED } from '@/features/legal/legal-sections';

/** /cookie-policy ('Legal Policies'): privacy, terms and cookies, each reachable by its anchor. */
export function Component() {
  useHashFocus();
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader
        title="Legal Policies"
        subtitle={`How we handle your data, the terms of using the marketplace, and the cookies we use. Last updated ${LEGAL_LAST_UPDATED}.`}
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
