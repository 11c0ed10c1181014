import { BRAND_NAME, BRAND_SUFFIX } from '@marketplace/contract';
import Link from '@mui/material/Link';
import { COMPANY } from '@/config/company';
import { PolicyList, PolicyPart, PolicySection, PolicyText } from './policy-section';

const BRAND = `${BRAND_NAME} ${BRAND_SUFFIX}`;

/** What personal data the marketplace keeps, why, for how long, and the rights PDPL gives. */
export function PrivacyPolicySection() {
  return (
    <PolicySection id="privacy-policy" title="Privacy Policy">
      <PolicyPart title="Who we are">
        <PolicyText>
          {BRAND} ({COMPANY.address}) runs this marketplace and decides how your personal data is used: under
          Bahrain&apos;s Personal Data Protection Law (Law No. 30 of 2018, &ldquo;PDPL&rdquo;) we are the data manager
          responsible for it. This policy explains what we keep, why, with whom we share it and what you can ask of us.
        </PolicyText>
      </PolicyPart>
      <PolicyPart title="What we keep">
        <PolicyList
          items={[
            'Your account: first and last name, e-mail address, phone number, address and profile photo. Your password is stored only as a one-way hash; nobody, including our staff, can read it.',
            'Your orders: the information requests you place, their status, the amounts in BHD, the payment method and the references of payments and refunds. Card details are entered on our payment provider’s page; we never see or store card numbers.',
            'Reviews you write about completed requests, shown with your name.',
            'Messages you send through the contact form: name, e-mail, phone (if given), subject and message.',
            'The notifications we send you about your orders and account.',
            'Security records: IP address, time and the page or action requested, used to protect accounts and to stop abuse.',
          ]}
        />
      </PolicyPart>
      <PolicyPart title="Why we use it">
        <PolicyList
          items={[
            'To provide what you asked for: your account, your orders and their payments, and the notifications about them (the contract between us).',
            'To meet our legal duties, such as keeping VAT and commercial records.',
            'To keep the marketplace safe: verifying e-mail addresses, preventing fraud and limiting automated abuse (our legitimate interest).',
            'Analytics and marketing only with your consent, which you can withdraw at any time (see the Cookie Policy below).',
          ]}
        />
      </PolicyPart>
      <PolicyPart title="Who we share it with">
        <PolicyText>
          We do not sell personal data. We share only what each party needs: the provider handling your request receives
          your name, contact details and the details of the request; our payment provider processes payments and
          refunds; our e-mail and hosting services process data on our instructions; and public authorities receive data
          where Bahraini law requires it. Data leaves Bahrain only where PDPL allows it, for example to a country with
          adequate protection or with the authorisation of the Personal Data Protection Authority.
        </PolicyText>
      </PolicyPart>
      <PolicyPart title="How long we keep it">
        <PolicyList
          items={[
            'Account data: while your account is open. A closed account can no longer sign in; its profile is kept only as long as the order records that refer to it.',
            'Orders, payments and refunds: at least five years, the period Bahrain’s VAT rules set for tax records.',
            'Contact messages: as long as needed to answer you and deal with follow-up questions.',
            'Security records: only as long as needed to investigate and prevent abuse.',
          ]}
        />
      </PolicyPart>
      <PolicyPart title="Your rights">
        <PolicyText>Under PDPL you may ask us, free of charge:</PolicyText>
        <PolicyList
          items={[
            'whether we process your personal data, and for a copy of it;',
            'to correct data that is inaccurate or incomplete (you can edit most of your profile yourself once your e-mail is verified);',
            'to erase or block data processed in breach of the law;',
            'to stop using your data for direct marketing, and to object to processing that causes you harm;',
            'to withdraw a consent you gave, without affecting what was done before.',
          ]}
        />
        <PolicyText>
          Write to <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link> from the e-mail address of your
          account; we aim to answer within 15 working days. If you are not satisfied, you may complain to Bahrain&apos;s
          Personal Data Protection Authority.
        </PolicyText>
      </PolicyPart>
      <PolicyPart title="Security">
        <PolicyText>
          Every connection to the marketplace is encrypted, passwords are hashed, sign-in sessions expire and are
          renewed, and only staff who need it can see your data. No system is perfectly secure; if a breach puts your
          data at risk, we will tell you and the Authority as the law requires.
        </PolicyText>
      </PolicyPart>
    </PolicySection>
  );
}
