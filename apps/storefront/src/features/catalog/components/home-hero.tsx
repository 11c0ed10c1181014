import { SEARCH_MAX_LENGTH } from '@marketplace/contract';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import { CATALOG_PARAMS } from '../lib/catalog-filters';

// The home page's title and search box. Unlike the catalog's live search, this one searches on
// submit: it leaves the page, so it must not fire on a pause in typing. The box has no visible
// label, so it is a bare OutlinedInput: TextField would bring Select, its menu and every input
// variant into the home page's first load (issue 18), for the same look.
//
// It is a real GET form to /services with the spec's `Search` parameter (issue 32): before the
// page has hydrated, or without JavaScript, the browser submits it itself and the server renders
// the results. The box is uncontrolled, so what a person typed before hydration is still there
// afterwards (a controlled one was reset to its empty state); once hydrated, the submit reads it
// from the form and moves within the app. Its action is the browser's URL: /ar/services in Arabic.

export function HomeHero() {
  const t = useT();
  const navigate = useNavigate();
  const servicesHref = useHref(paths.services.getHref());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get(CATALOG_PARAMS.search) ?? '').trim();
    const query = search ? new URLSearchParams({ [CATALOG_PARAMS.search]: search }) : undefined;
    void navigate(paths.services.getHref(query));
  };
  return (
    <Box component="section" sx={{ bgcolor: 'action.hover', paddingBlock: { xs: 6, md: 10 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography component="h1" variant="h2" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '3.25rem' } }}>
          {t('catalog.hero.title')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', marginBlock: 2 }}>
          {t('catalog.hero.subtitle')}
        </Typography>
        <Stack
          component="form"
          method="get"
          action={servicesHref}
          role="search"
          aria-label={t('catalog.hero.searchRegion')}
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ marginBlockStart: 4 }}
        >
          <OutlinedInput
            type="search"
            name={CATALOG_PARAMS.search}
            placeholder={t('catalog.hero.placeholder')}
            fullWidth
            slotProps={{ input: { 'aria-label': t('catalog.hero.searchLabel'), maxLength: SEARCH_MAX_LENGTH } }}
            sx={{ bgcolor: 'background.paper' }}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            }
          />
          <Button type="submit" variant="contained" size="large" sx={{ paddingInline: 4, flexShrink: 0 }}>
            {t('catalog.hero.submit')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
