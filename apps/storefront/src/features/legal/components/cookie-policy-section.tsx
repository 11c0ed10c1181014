import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { CookieSettingsControl } from './cookie-settings-control';
import { PolicyList, PolicyPart, PolicySection, PolicyText } from './policy-section';
import { RichText } from '@marketplace/i18n';
import Box from '@mui/material/Box';

// The categories are the cookie banner's (necessary, analytics, marketing). The entries listed are
// what the storefront really keeps in the browser: it uses local storage, not cookies, and runs no
// analytics or marketing tools today, which the policy says plainly. The entries' storage keys
// ("persist:root") are quoted as they are in every language.

const NECESSARY_ENTRIES = [
  'legal.cookies.necessary.session',
  'legal.cookies.necessary.consent',
  'legal.cookies.necessary.theme',
] as const satisfies readonly MessageId[];

/** Which data the site keeps in your browser, under the cookie banner's three categories. */
export function CookiePolicySection() {
  const t = useT();
  return (
    <PolicySection id="cookie-policy" title={t('legal.section.cookies')}>
      <PolicyPart title={t('legal.cookies.storage.title')}>
        <PolicyText>{t('legal.cookies.storage.text')}</PolicyText>
      </PolicyPart>
      <PolicyPart title={t('legal.cookies.necessary.title')}>
        <PolicyText>{t('legal.cookies.necessary.text')}</PolicyText>
        <PolicyList
          items={NECESSARY_ENTRIES.map((id) => (
            // The storage key is a name in the browser's storage, left to right in any language.
            <RichText<MessageId> key={id} id={id} components={{ key: <Box component="code" dir="ltr" /> }} />
          ))}
        />
      </PolicyPart>
      <PolicyPart title={t('legal.cookies.analytics.title')}>
        <PolicyText>{t('legal.cookies.analytics.text')}</PolicyText>
      </PolicyPart>
      <PolicyPart title={t('legal.cookies.marketing.title')}>
        <PolicyText>{t('legal.cookies.marketing.text')}</PolicyText>
      </PolicyPart>
      <PolicyPart title={t('legal.cookies.choices.title')}>
        <PolicyText>{t('legal.cookies.choices.text')}</PolicyText>
        <CookieSettingsControl />
      </PolicyPart>
    </PolicySection>
  );
}
