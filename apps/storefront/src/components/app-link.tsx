import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import { isBackOfficePath } from '@/config/paths';

// A link that knows the back office is another app: its paths load as a full page, everything
// else goes through the storefront router. Give it to MUI as `component={AppLink}`.

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; replace?: boolean };

export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, replace, children, ...rest },
  ref,
) {
  if (isBackOfficePath(to))
    return (
      <a ref={ref} href={to} {...rest}>
        {children}
      </a>
    );
  return (
    <RouterLink ref={ref} to={to} replace={replace} {...rest}>
      {children}
    </RouterLink>
  );
});
