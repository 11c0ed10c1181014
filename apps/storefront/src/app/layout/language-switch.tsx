import { LOCALE_NAMES, pathInLocale, type Locale } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';
import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { isPlainClick } from '@marketplace/ui';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/text';
import { useChangeLanguage } from '@/lib/use-change-language';

// The language switch of the top bar and the mobile menu: a plain link to the same page (path,
// query and anchor) in the other language, so it works before hydration and without JavaScript,
// and opens in a new tab like any link. The page it loads is served in that language, and the
// server remembers the choice (a cookie); a signed-in person's account keeps it too, for their
// next sign-in and their e-mails (docs/decisions/storefront.md).

function useOtherLanguage(): { locale: Locale; href: string; onClick: (event: MouseEvent) => void } {
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const { role } = useSession();
  const changeLanguage = useChangeLanguage();
  const locale: Locale = current === 'ar' ? 'en' : 'ar';
  const href = pathInLocale(pathname + search + hash, locale);
  // A visitor's click is the plain link's; a signed-in person's account is told first.
  const onClick = (event: MouseEvent) => {
    if (!role || !isPlainClick(event)) return;
    event.preventDefault();
    void changeLanguage(locale, href);
  };
  return { locale, href, onClick };
}

/** The top bar's switch: the other language's name, in that language. */
export function LanguageSwitch() {
  const t = useT();
  const other = useOtherLanguage();
  return (
    <Button
      href={other.href}
      onClick={other.onClick}
      lang={other.locale}
      hrefLang={other.locale}
      color="inherit"
      startIcon={<Translate />}
      title={t('shell.language.switch')}
    >
      {LOCALE_NAMES[other.locale]}
    </Button>
  );
}

/** The mobile menu's item for the same link. */
export function LanguageSwitchItem() {
  const t = useT();
  const other = useOtherLanguage();
  return (
    <ListItemButton component="a" href={other.href} hrefLang={other.locale} onClick={other.onClick}>
      <ListItemIcon>
        <Translate />
      </ListItemIcon>
      <ListItemText
        primary={LOCALE_NAMES[other.locale]}
        secondary={t('shell.language.label')}
        slotProps={{ primary: { lang: other.locale } }}
      />
    </ListItemButton>
  );
}
