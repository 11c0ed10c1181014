import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';

// The link a ServiceCard opens its listing with (ServiceCard hands it `href`). A link followed from
// the results carries that in its history state, so the detail page's "Back to results" can go
// back in history, to the same search, page and scroll position, instead of a fresh /services.

export interface ListingLocationState {
  readonly fromResults?: boolean;
}

export type ListingLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export const ListingLink = forwardRef<HTMLAnchorElement, ListingLinkProps>(function ListingLink(
  { href, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const state: ListingLocationState | undefined = pathname === paths.services.path ? { fromResults: true } : undefined;
  return <RouterLink ref={ref} to={href} state={state} {...rest} />;
});
