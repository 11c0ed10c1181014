import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { legalHeadingId, type LegalSectionId } from '../legal-sections';

/**
 * One policy: a section landmark named by its heading. The heading takes focus when a link points
 * at the section (tabIndex -1: focusable by script, not a tab stop). The scroll margin keeps the
 * heading clear of the top bar, which is fixed once the page has scrolled.
 */
export function PolicySection({ id, title, children }: { id: LegalSectionId; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={legalHeadingId(id)}
      sx={{ scrollMarginBlockStart: { xs: 72, sm: 88 }, '& + &': { marginBlockStart: 6 } }}
    >
      <Typography
        id={legalHeadingId(id)}
        variant="h4"
        component="h2"
        tabIndex={-1}
        sx={{
          marginBlockEnd: 2,
          paddingBlockEnd: 1,
          borderBlockEnd: '1px solid',
          borderColor: 'divider',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 4 },
          '&:focus:not(:focus-visible)': { outline: 'none' },
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A sub-heading and its text inside a policy. */
export function PolicyPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ marginBlockEnd: 3 }}>
      <Typography variant="h6" component="h3" sx={{ marginBlockEnd: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          '& p': { marginBlock: 1 },
          '& ul': { paddingInlineStart: 3, marginBlock: 1 },
          '& li + li': { marginBlockStart: 0.5 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Body text of a policy, at the theme's reading size. */
export function PolicyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" component="p">
      {children}
    </Typography>
  );
}

/** A bulleted list of short points. */
export function PolicyList({ items }: { items: readonly ReactNode[] }) {
  return (
    <Typography variant="body1" component="ul">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Typography>
  );
}
