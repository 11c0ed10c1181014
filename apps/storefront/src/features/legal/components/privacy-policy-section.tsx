import { RichText } from '@marketplace/i18n';
import Link from '@mui/material/Link';
import { COMPANY } from '@/config/company';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { PolicyList, PolicyPart, PolicySection, PolicyText } from './policy-section';

const KEPT_DATA = [
  'legal.privacy.keep.account',
  'legal.privacy.keep.orders',
  'legal.privacy.keep.reviews',
  'legal.privacy.keep.messages',
  'legal.privacy.keep.notifications',
  'legal.privacy.keep.security',
] as const satisfies readonly MessageId[];

const PURPOSES = [
  'legal.privacy.use.contract',
  'legal.privacy.use.legal',
  'legal.privacy.use.safety',
  'legal.privacy.use.consent',
] as const satisfies readonly MessageId[];

const RETENTION = [
  'legal.privacy.retention.account',
  'legal.privacy.retention.orders',
  'legal.privacy.retention.messages',
  'legal.privacy.retention.security',
] as const satisfies readonly MessageId[];

const RIGHTS = [
  'legal.privacy.rights.access',
  'legal.privacy.rights.correct',
  'legal.privacy.rights.erase',
  'legal.privacy.rights.object',
  'legal.privacy.rights.withdraw',
] as const satisfies readonly MessageId[];

/** What personal data the marketplace keeps, why, for how long, and the rights PDPL gives. */
export function PrivacyPolicySection() {
  const t = useT();
  return (
    <PolicySection id="privacy-policy" title={t('legal.section.privacy')}>
      <PolicyPart title={t('legal.privacy.who.title')}>
        <PolicyText>
          {t('legal.privacy.who.text', { brand: t('shell.brand'), address: t('shell.company.address') })}
        </PolicyText>
      </PolicyPart>
      <PolicyPart title={t('legal.privacy.keep.title')}>
        <PolicyList items={KEPT_DATA.map((id) => t(id))} />
      </PolicyPart>
      <PolicyPart title={t('legal.privacy.use.title')}>
        <PolicyList items={PURPOSES.map((id) => t(id))} />
      </PolicyPart>
      <PolicyPart title={t('legal.privacy.share.title')}>
        <PolicyText>{t('legal.privacy.share.text')}</PolicyText>
      </PolicyPart>
      <PolicyPart title={t('legal.privacy.retention.title')}>
        <PolicyList items={RETENTION.map((id) => t(id))} />
      </PolicyPart>
      <PolicyPart title={t('legal.privacy.rights.title')}>
        <PolicyText>{t('legal.privacy.rights.intro')}</PolicyText>
        <PolicyList items={RIGHTS.map((id) => t(id))} />
        <PolicyText>
          <RichText<MessageId>
            id="legal.privacy.rights.request"
            values={{ email: COMPANY.email }}
            components={{ mail: <Link href={`mailto:${COMPANY.email}`} dir="ltr" /> }}
          />
        </PolicyText>
      </PolicyPart>
      <PolicyPart title={t('legal.privacy.security.title')}>
        <PolicyText>{t('legal.privacy.security.text')}</PolicyText>
      </PolicyPart>
    </PolicySection>
  );
}
