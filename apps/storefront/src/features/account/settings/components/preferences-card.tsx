import { CURRENCY_LABEL, LOCALE_NAMES, LOCALES, pathInLocale, type Locale } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { FilterSelect, TextInput } from '@marketplace/ui';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/text';
import { useChangeLanguage } from '@/lib/use-change-language';

// Spec 2.5's preferences. The language is a real choice (issue 33): the account keeps it for its
// next sign-in and its e-mails, and this page opens again in it. Currency and time zone have one
// value each, so they are shown read-only with a note instead of a select offering a single
// choice; read-only fields stay focusable and labelled.

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

function LanguageChoice() {
  const t = useT();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const changeLanguage = useChangeLanguage();
  const choose = (next: Locale) => {
    if (next !== locale) void changeLanguage(next, pathInLocale(pathname + search, next));
  };
  return (
    <div>
      <FilterSelect
        label={t('account.settings.language')}
        value={locale}
        options={LANGUAGE_OPTIONS}
        onChange={choose}
        size="medium"
        fullWidth
      />
      <FormHelperText sx={{ marginInline: 1.75 }}>{t('account.settings.languageNote')}</FormHelperText>
    </div>
  );
}

export function PreferencesCard() {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const preferences = [
    { key: 'currency', label: t('account.settings.currency'), value: CURRENCY_LABEL[locale] },
    { key: 'timezone', label: t('account.settings.timezone'), value: t('account.settings.timezoneName') },
  ];
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>
          {t('account.settings.preferences')}
        </Typography>
        <Stack spacing={2.5}>
          <LanguageChoice />
          {preferences.map((preference) => (
            <TextInput
              key={preference.key}
              label={preference.label}
              value={preference.value}
              helperText={t('account.settings.only', { value: preference.value })}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
