import { computeOrderPricing, formatFils, VAT_PERCENT } from '@marketplace/contract';
import { RichText, useLocale } from '@marketplace/i18n';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { COMPANY } from '@/config/company';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';
import { PolicyList, PolicyPart, PolicySection, PolicyText } from './policy-section';

// Prices come from the contract's price rule, so the terms can never quote a different fee than
// the cart and the order page charge.
const ONE_REQUEST = computeOrderPricing(1);

const PAYMENT_TERMS = [
  'legal.terms.prices.payment',
  'legal.terms.prices.paidOnly',
] as const satisfies readonly MessageId[];

const CANCELLATION_TERMS = [
  'legal.terms.cancel.window',
  'legal.terms.cancel.refund',
  'legal.terms.cancel.started',
  'legal.terms.cancel.timing',
] as const satisfies readonly MessageId[];

const ACCOUNT_TERMS = [
  'legal.terms.account.eligibility',
  'legal.terms.account.password',
  'legal.terms.account.suspension',
] as const satisfies readonly MessageId[];

const FAIR_USE_TERMS = [
  'legal.terms.fairUse.providers',
  'legal.terms.fairUse.reviews',
  'legal.terms.fairUse.conduct',
] as const satisfies readonly MessageId[];

/** The rules of using the marketplace: what is sold, payment, cancellation and refunds, reviews. */
export function TermsOfServiceSection() {
  const t = useT();
  const locale = useLocale();
  const fee = t('legal.terms.prices.fee', {
    fee: formatFils(ONE_REQUEST.UnitPriceFils, 3, locale),
    vat: VAT_PERCENT,
    total: formatFils(ONE_REQUEST.TotalFils, 3, locale),
  });
  return (
    <PolicySection id="terms-of-service" title={t('legal.section.terms')}>
      <PolicyPart title={t('legal.terms.sells.title')}>
        <PolicyText>{t('legal.terms.sells.text')}</PolicyText>
      </PolicyPart>
      <PolicyPart title={t('legal.terms.prices.title')}>
        <PolicyList items={[fee, ...PAYMENT_TERMS.map((id) => t(id))]} />
      </PolicyPart>
      <PolicyPart title={t('legal.terms.cancel.title')}>
        <PolicyList items={CANCELLATION_TERMS.map((id) => t(id))} />
        <PolicyText>{t('legal.terms.cancel.consumer')}</PolicyText>
      </PolicyPart>
      <PolicyPart title={t('legal.terms.account.title')}>
        <PolicyList items={ACCOUNT_TERMS.map((id) => t(id))} />
      </PolicyPart>
      <PolicyPart title={t('legal.terms.fairUse.title')}>
        <PolicyList items={FAIR_USE_TERMS.map((id) => t(id))} />
      </PolicyPart>
      <PolicyPart title={t('legal.terms.liability.title')}>
        <PolicyText>
          <RichText<MessageId>
            id="legal.terms.liability.text"
            values={{ email: COMPANY.email }}
            components={{
              contact: <Link component={RouterLink} to={paths.contact.getHref()} />,
              mail: <Link href={`mailto:${COMPANY.email}`} dir="ltr" />,
            }}
          />
        </PolicyText>
      </PolicyPart>
    </PolicySection>
  );
}
