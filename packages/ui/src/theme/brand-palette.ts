// The brand: a Bahraini services company. Crimson after the Bahraini flag, with a Gulf teal as
// the second colour and warm pearl-sand neutrals. Every text/background pair used by components
// was checked for WCAG AA (4.5:1 for text) in both modes; `palette-contrast.test.ts` keeps it so.

export interface SchemeTokens {
  primary: { main: string; light: string; dark: string; contrastText: string };
  secondary: { main: string; light: string; dark: string; contrastText: string };
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  divider: string;
  error: string;
  warning: string;
  info: string;
  success: string;
}

export const lightTokens: SchemeTokens = {
  primary: { main: '#A4161A', light: '#C8383C', dark: '#7A0F12', contrastText: '#FFFFFF' },
  secondary: { main: '#0E6A6A', light: '#2E8A8A', dark: '#084848', contrastText: '#FFFFFF' },
  background: { default: '#FAF8F5', paper: '#FFFFFF' },
  text: { primary: '#1C1B1A', secondary: '#57534E' },
  divider: 'rgba(28, 27, 26, 0.12)',
  error: '#B3261E',
  warning: '#8A5300',
  info: '#1F5FAD',
  success: '#1B6E3A',
};

export const darkTokens: SchemeTokens = {
  primary: { main: '#F2A1A1', light: '#F8C6C6', dark: '#E07B7B', contrastText: '#3B0608' },
  secondary: { main: '#7FD1CC', light: '#A9E3DF', dark: '#4FB3AD', contrastText: '#04302E' },
  background: { default: '#121212', paper: '#1C1B1A' },
  text: { primary: '#F3F1EE', secondary: '#C2BDB6' },
  divider: 'rgba(243, 241, 238, 0.14)',
  error: '#F2B8B5',
  warning: '#F5C26B',
  info: '#9CC3F5',
  success: '#8FD6A4',
};
