import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { FeaturedListings } from '@/features/catalog/components/featured-listings';
import { HomeHero } from '@/features/catalog/components/home-hero';
import { HomeSection } from '@/features/catalog/components/home-section';
import { HowItWorks } from '@/features/catalog/components/how-it-works';
import { TopProviders } from '@/features/catalog/components/top-providers';

const servicesOfType = (type: 'service' | 'item') => paths.services.getHref(new URLSearchParams({ type }));

/** /home ('Find Professional Services in Bahrain'): search, categories, featured listings, providers, how it works. */
export function Component() {
  return (
    <>
      <HomeHero />
      <Container sx={{ paddingBlock: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 8 }}>
          <HomeSection title="Browse by category" more={{ label: 'Browse the catalog', to: paths.services.getHref() }}>
            <CategoryGrid />
          </HomeSection>
          <HomeSection
            title="Featured services"
            subtitle="Top-rated professionals, ready to help."
            more={{ label: 'All services', to: servicesOfType('service') }}
          >
            <FeaturedListings type="service" />
          </HomeSection>
          <HomeSection
            title="Featured items"
            subtitle="Products from local shops and suppliers."
            more={{ label: 'All items', to: servicesOfType('item') }}
          >
            <FeaturedListings type="item" />
          </HomeSection>
          <HomeSection title="Top-rated providers" more={{ label: 'All brands', to: paths.brands.getHref() }}>
            <TopProviders />
          </HomeSection>
          <HomeSection title="How it works">
            <HowItWorks />
          </HomeSection>
        </Stack>
      </Container>
    </>
  );
}
