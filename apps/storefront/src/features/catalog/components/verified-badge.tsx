import { VerifiedBusinessBadge } from '@marketplace/ui';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

// The design system's "Verified business" badge as the catalog shows it (issue 38), its "Learn
// more" going to the help text's section through the router, so an Arabic page stays under /ar.
// Shown only while the business's verification is `verified` (not when it is `expired`).

type HelpLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The badge's link: MUI hands it `href`, the router wants `to`. */
const HelpLink = forwardRef<HTMLAnchorElement, HelpLinkProps>(function HelpLink({ href, ...rest }, ref) {
  return <RouterLink ref={ref} to={href} {...rest} />;
});

export interface VerifiedBadgeProps {
  /** The icon alone, for cards. */
  readonly compact?: boolean;
  readonly sx?: SxProps<Theme>;
}

export function VerifiedBadge({ compact, sx }: VerifiedBadgeProps) {
  return (
    <VerifiedBusinessBadge
      compact={compact}
      learnMoreHref={paths.help.getHref('verified-businesses')}
      linkComponent={HelpLink}
      sx={sx}
    />
  );
}
