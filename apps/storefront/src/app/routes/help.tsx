import { PageHeader } from '@marketplace/ui';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { VerifiedBusinessesSection } from '@/features/help/components/verified-businesses-section';
import { useHashFocus } from '@/features/legal/hooks/use-hash-focus';
import { useT } from '@/lib/text';

/**
 * /help (ours, issue 38): the marketplace explained to customers, each section reachable by its
 * anchor (/help#verified-businesses, where the Verified business badge's "Learn more" goes). The
 * same for every visitor, so the server renders it (its route loader has no data to fetch).
 */
export function Component() {
  useHashFocus();
  const t = useT();
  return (
    <Container sx={{ paddingBlock: { xs: 4, md: 6 } }}>
      <PageHeader title={t('help.page.title')} subtitle={t('help.page.subtitle')} />
      <Box sx={{ maxInlineSize: '75ch' }}>
        <VerifiedBusinessesSection />
      </Box>
    </Container>
  );
}
