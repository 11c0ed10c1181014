import { isLocale, LOCALE_NAMES, LOCALES, type Role } from '@marketplace/contract';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Logout, useGetIdentity, usePermissions, UserMenu, useUserMenu } from 'react-admin';
import { useLanguage } from '@/i18n/language-provider';
import { cookieLocale } from '@/i18n/locale-cookie';
import { useT, type MessageId } from '@/i18n/text';

const ROLE_LABELS: Record<Role, MessageId> = {
  customer: 'shell.role.customer',
  provider: 'shell.role.provider',
  admin: 'shell.role.admin',
  superAdmin: 'shell.role.superAdmin',
};

/** Who is signed in (the name is hidden from the bar on phones) and as what. Not a menu item. */
function SignedInAs() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Role | null>();
  const t = useT();
  if (!identity?.fullName) return null;
  return (
    <>
      <Box sx={{ paddingInline: 2, paddingBlock: 1, maxWidth: 280 }}>
        <Typography variant="subtitle2" noWrap dir="auto">
          {identity.fullName}
        </Typography>
        {permissions && (
          <Typography variant="body2" color="text.secondary">
            {t(ROLE_LABELS[permissions])}
          </Typography>
        )}
      </Box>
      <Divider />
    </>
  );
}

/**
 * The other language, named in itself ("العربية" / "English") and marked as that language, so a
 * screen reader reads it in its own voice. The choice is kept for the account (the storefront and
 * the e-mails follow it) and the portal changes language at once, without a page load.
 */
function LanguageMenuItem() {
  const { locale, changeLanguage } = useLanguage();
  const userMenu = useUserMenu();
  const t = useT();
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  return (
    <MenuItem
      lang={other}
      onClick={() => {
        userMenu?.onClose();
        void changeLanguage(other, { save: true });
      }}
    >
      <ListItemIcon>
        <TranslateOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={LOCALE_NAMES[other]} secondary={t('shell.language.switch')} />
    </MenuItem>
  );
}

/**
 * The account's language, once its profile is read, when this browser has no `lang` cookie to say
 * the last choice made in it (the storefront sets one at every sign-in and every page it serves).
 * Followed once per page load, so a choice made here meanwhile is not undone.
 */
function useFollowAccountLanguage() {
  const { identity } = useGetIdentity();
  const { locale, changeLanguage } = useLanguage();
  const followed = useRef(cookieLocale() !== null);
  const language: unknown = identity?.language;
  useEffect(() => {
    if (followed.current || !isLocale(language)) return;
    followed.current = true;
    if (language !== locale) void changeLanguage(language);
  }, [language, locale, changeLanguage]);
}

/**
 * react-admin's user menu; its Logout calls the auth provider, which signs out of both apps. The
 * button shows the user's name, so its accessible name starts with it (react-admin's default,
 * "Profile", would not match what sighted users see: WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function PortalUserMenu() {
  const { identity } = useGetIdentity();
  const t = useT();
  useFollowAccountLanguage();
  return (
    <UserMenu
      label={identity?.fullName ? t('shell.userMenu.named', { name: identity.fullName }) : t('shell.userMenu.label')}
    >
      <SignedInAs />
      <LanguageMenuItem />
      <Logout />
    </UserMenu>
  );
}
