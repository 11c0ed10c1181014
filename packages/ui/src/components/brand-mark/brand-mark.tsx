import { BRAND_NAME, BRAND_SUFFIX, BRAND_SUFFIX_SHORT } from '@marketplace/contract';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { visuallyHidden } from '../../lib/visually-hidden';

export type BrandMarkProps<C extends ElementType = 'span'> = {
  /** Render as a link: `component="a" href="/"` or a router's link component with its own props. */
  component?: C;
  sx?: SxProps<Theme>;
} & Omit<ComponentPropsWithoutRef<C>, 'component' | 'sx' | 'children'>;

/** A small Bahraini flag in the brand colours: a pale serrated band on crimson. Decorative. */
function LogoGlyph() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      sx={(theme) => ({
        width: '1.75em',
        height: '1.75em',
        flexShrink: 0,
        '& .brand-field': { fill: (theme.vars ?? theme).palette.primary.main },
        '& .brand-band': { fill: (theme.vars ?? theme).palette.primary.contrastText },
      })}
    >
      <rect className="brand-field" width="32" height="32" rx="8" />
      <path className="brand-band" d="M5 5h6l4 3.7-4 3.6 4 3.7-4 3.7 4 3.6-4 3.7H5z" strokeLinejoin="round" />
    </Box>
  );
}

/**
 * The brand: logo and "Services Marketplace Bahrain", abbreviated to "BH" below the `sm`
 * breakpoint by CSS alone (no JavaScript, so server and client render the same). The accessible
 * name is always the full "Services Marketplace Bahrain".
 */
export function BrandMark<C extends ElementType = 'span'>(props: BrandMarkProps<C>) {
  const { component, sx, ...rest } = props;
  return (
    <Box
      component={component ?? 'span'}
      {...rest}
      sx={[
        (theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          color: 'inherit',
          textDecoration: 'none',
          fontSize: theme.typography.h6.fontSize,
          fontWeight: 700,
          lineHeight: 1.2,
          whiteSpace: 'nowrap',
          borderRadius: 1,
          // A link made of a Box gets no ButtonBase focus ring: draw the theme's own.
          '&:focus-visible': {
            outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
            outlineOffset: 2,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <LogoGlyph />
      {/* One inline run of text, so the accessible name reads with its spaces. */}
      <Box component="span">
        {BRAND_NAME}{' '}
        <Box
          component="span"
          sx={(theme) => ({
            color: (theme.vars ?? theme).palette.primary.main,
            [theme.breakpoints.down('sm')]: visuallyHidden,
          })}
        >
          {BRAND_SUFFIX}
        </Box>
        <Box component="span" aria-hidden="true" sx={{ color: 'primary.main', display: { xs: 'inline', sm: 'none' } }}>
          {BRAND_SUFFIX_SHORT}
        </Box>
      </Box>
    </Box>
  );
}
