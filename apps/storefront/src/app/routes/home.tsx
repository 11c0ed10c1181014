import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { FeaturedListings } from '@/features/catalog/components/featured-listings';
import { HomeHero } from '@/features/catalog/components/home-hero';
import { HomeSection } from '@/features/catalog/components/home-section';
import { HowItWorks } from '@/features/catalog/components/how-it-works';
import { TopProviders } from '@/features/catalog/components/top-providers';
import { useT } from '@/lib/text';

const servicesOfType = (type: 'service' | 'item') => paths.services.getHref(new URLSearchParams({ type }));

/** /home ('Find Professional Services in Bahrain'): search, categories, featured listings, providers, how it works. */
export function Component() {
  const t = useT();
  return (
    <>
      <HomeHero />
      <Container sx={{ paddingBlock: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 8 }}>
          <HomeSection
            title={t('catalog.home.categories.title')}
            more={{ label: t('catalog.home.categories.more'), to: paths.services.getHref() }}
          >
            <CategoryGrid />
          </HomeSection>
          <HomeSection
            title={t('catalog.home.featuredServices.title')}
            subtitle={t('catalog.home.featuredServices.subtitle')}
            more={{ label: t('catalog.home.featuredServices.more'), to: servicesOfType('service') }}
          >
            <FeaturedListings type="service" />
          </HomeSection>
          <HomeSection
            title={t('catalog.home.featuredItems.title')}
            subtitle={t('catalog.home.featuredItems.subtitle')}
            more={{ label: t('catalog.home.featuredItems.more'), to: servicesOfType('item') }}
          >
            <FeaturedListings type="item" />
          </HomeSection>
          <HomeSection
            title={t('catalog.home.providers.title')}
            more={{ label: t('catalog.home.providers.more'), to: paths.brands.getHref() }}
          >
            <TopProviders />
          </HomeSection>
          <HomeSection title={t('catalog.home.howItWorks.title')}>
            <HowItWorks />
          </HomeSection>
        </Stack>
      </Container>
    </>
  );
}
