import Box from '@mui/material/Box';
import { Children, type ReactNode } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { useT } from '@/i18n/text';
import { keepEmptyText } from '../keep-empty-text';

// Content in two languages (issue 33): the editors write a name or a description in English and,
// optionally, in Arabic, side by side, whatever the language of the back office itself. Each input
// runs in its text's direction and says its language, so typing reads right and screen readers,
// fonts and spell checkers take the text as what it is.

const ARABIC_HTML_INPUT = { dir: 'rtl', lang: 'ar' } as const;

/** An optional Arabic text input: right to left, marked as Arabic; emptied, it is ''. */
export function ArabicTextInput({ helperText, ...props }: TextInputProps) {
  const t = useT();
  return (
    <TextInput
      fullWidth
      // What an empty Arabic text means.
      helperText={helperText ?? t('shell.arabicText.fallbackNote')}
      parse={keepEmptyText}
      {...props}
      slotProps={{ htmlInput: ARABIC_HTML_INPUT }}
    />
  );
}

/** A text's English and Arabic inputs side by side (one above the other on phones); one alone is full width. */
export function BilingualRow({ children }: { children: ReactNode }) {
  const columns = Children.toArray(children).length;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: columns > 1 ? '1fr 1fr' : '1fr' },
        columnGap: 2,
        alignItems: 'start',
        width: '100%',
      }}
    >
      {children}
    </Box>
  );
}

/** An Arabic text shown in a list or a page: its own direction and language; nothing when empty. */
export function ArabicText({ value }: { value: unknown }) {
  if (typeof value !== 'string' || value === '') return null;
  return (
    <span dir="auto" lang="ar">
      {value}
    </span>
  );
}
