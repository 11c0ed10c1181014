import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { ListingLocationState } from '../components/listing-link';

// The detail page's way back. Opened from the results, going back in history returns to the same
// search, page and scroll position; opened from anywhere else (home, a shared link, a new tab)
// there are no results to return to, so it opens the catalog instead.

export function useBackToResults(): { label: string; onBack: () => void } {
  const navigate = useNavigate();
  const state = useLocation().state as ListingLocationState | null;
  if (state?.fromResults) return { label: 'Back to results', onBack: () => void navigate(-1) };
  return { label: 'Browse all services', onBack: () => void navigate(paths.services.getHref()) };
}
