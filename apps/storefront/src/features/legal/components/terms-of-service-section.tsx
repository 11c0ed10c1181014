import { computeOrderPricing, formatFils, VAT_PERCENT } from '@marketplace/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { COMPANY } from '@/config/company';
import { paths } from '@/config/paths';
import { PolicyList, PolicyPart, PolicySection, PolicyText } from './policy-section';

// Prices come from the contract's price rule, so the terms can never quote a different fee than
// the cart and the order page charge.
const ONE_REQUEST = computeOrderPricing(1);
const FEE = formatFils(ONE_REQUEST.UnitPriceFils, 3);
const FEE_WITH_VAT = formatFils(ONE_REQUEST.TotalFils, 3);

/** The rules of using the marketplace: what is sold, payment, cancellation and refunds, reviews. */
export function TermsOfServiceSection() {
  return (
    <PolicySection id="terms-of-service" title="Terms of Service">
      <PolicyPart title="What the marketplace sells">
        <PolicyText>
          The marketplace connects customers with independent service professionals and businesses (providers) in the
          Kingdom of Bahrain. What you buy here is an information request: the provider of the service or item you chose
          confirms its availability, terms and price and gets back to you. Prices shown on listings are for reference
          only; the price of the service itself is agreed between you and the provider.
        </PolicyText>
      </PolicyPart>
      <PolicyPart title="Prices and payment">
        <PolicyList
          items={[
            `All prices are in Bahraini Dinar (BHD). Each information request costs ${FEE} plus ${VAT_PERCENT}% VAT (${FEE_WITH_VAT} in total); the VAT is shown separately at checkout.`,
            'You pay by card or BenefitPay through our payment provider. An order is placed once its payment succeeds; an unpaid order holds the requested items for a limited time and is then cancelled.',
            'Providers only start working on paid orders.',
          ]}
        />
      </PolicyPart>
      <PolicyPart title="Cancellation and refunds">
        <PolicyList
          items={[
            'You can cancel an order from your dashboard as long as no provider has started on it, that is while every request in it is Pending or Confirmed.',
            'Every cancelled request is refunded in full, VAT included, to the card or BenefitPay account you paid with. A provider who declines or cancels your request triggers the same refund automatically.',
            'Once a provider has started (In Progress) or completed a request, its fee is no longer refundable, because the information you paid for has been provided.',
            'We issue refunds at once; depending on your bank they usually appear within 5 to 10 working days.',
          ]}
        />
        <PolicyText>Nothing in these terms limits your rights under Bahrain&apos;s Consumer Protection Law.</PolicyText>
      </PolicyPart>
      <PolicyPart title="Your account">
        <PolicyList
          items={[
            'You must be at least 18 years old and give accurate details. Verify your e-mail address to edit your profile and to receive order updates.',
            'Keep your password to yourself; you are responsible for what is done with your account. Tell us at once if you think someone else has used it.',
            'We may suspend or close an account that breaks these terms, abuses the marketplace or its providers, or is used for fraud.',
          ]}
        />
      </PolicyPart>
      <PolicyPart title="Providers, reviews and fair use">
        <PolicyList
          items={[
            'Providers are independent businesses, responsible for their services, licences and prices. We review provider accounts before their listings appear.',
            'You can review a request once it is completed. Reviews must be honest and about your own experience; we remove reviews that are offensive, misleading or unrelated.',
            'Do not copy the marketplace’s content in bulk, disturb its operation or send messages that are abusive or unsolicited.',
          ]}
        />
      </PolicyPart>
      <PolicyPart title="Liability and law">
        <PolicyText>
          We are responsible for the information requests we sell and for handling your payments correctly. To the
          extent the law allows, we are not liable for a provider&apos;s own service. These terms are governed by the
          laws of the Kingdom of Bahrain, and its courts decide any dispute. Questions? Use the{' '}
          <Link component={RouterLink} to={paths.contact.getHref()}>
            contact page
          </Link>{' '}
          or write to <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link>.
        </PolicyText>
      </PolicyPart>
    </PolicySection>
  );
}
