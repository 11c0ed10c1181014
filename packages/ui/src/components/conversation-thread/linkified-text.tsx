import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useUiText } from '../../lib/ui-text';
import { visuallyHidden } from '../../lib/visually-hidden';
import { linkify } from './linkify';

export interface LinkifiedTextProps {
  /** Plain text as a person typed it: shown as text (never as markup), line breaks kept. */
  text: string;
  sx?: SxProps<Theme>;
}

/**
 * People's words with their web addresses as links (issue 37). React puts every part in the page
 * as text, so "<img onerror=…>" shows as those characters. Links open in a new tab without handing
 * the other page a reference to this one (noopener noreferrer), and tell search engines the address
 * is a user's, not ours (nofollow ugc).
 */
export function LinkifiedText({ text, sx }: LinkifiedTextProps) {
  const t = useUiText();
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <Box
      component="span"
      // A message may be Arabic in an English page or the reverse: each keeps its own direction.
      dir="auto"
      sx={[{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link
            // The parts of one text never move, so their positions are stable keys.
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            color="inherit"
            underline="always"
            dir="ltr"
          >
            {part.text}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('ui.conversation.newTab')}`}
            </Box>
          </Link>
        ),
      )}
    </Box>
  );
}
