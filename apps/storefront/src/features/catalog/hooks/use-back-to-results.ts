import { useHydrated } from '@marketplace/ui';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import type { ListingLocationState } from '../components/listing-link';

// The detail page's way back. Opened from the results, going back in history returns to the same
// search, page and scroll position; opened from anywhere else (home, a shared link, a new tab)
// there are no results to return to, so it opens the catalog instead. The history entry's state
// is the browser's alone: a reloaded detail page is rendered by the server without it, so hydration
// shows the server's label and the results link follows right after (else React throws the page's
// markup away: error 418, found in a walk that reloaded a page opened from search results).

export function useBackToResults(): { label: string; onBack: () => void } {
  const t = useT();
  const navigate = useNavigate();
  const state = useLocation().state as ListingLocationState | null;
  const hydrated = useHydrated();
  if (hydrated && state?.fromResults)
    return { label: t('catalog.item.backToResults'), onBack: () => void navigate(-1) };
  return { label: t('catalog.item.browseAll'), onBack: () => void navigate(paths.services.getHref()) };
}
