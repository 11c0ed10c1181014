import type { InquiryStatus } from '@marketplace/contract';

/** Review comments by rating: most customers are happy, a few are not, as on any real marketplace. */
export const REVIEW_COMMENTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  5: [
    'Excellent service, arrived on time and cleaned up after the job. Highly recommended!',
    'Very professional team, explained everything before starting. Will book again.',
    'Fast response even on a Friday. Everything works perfectly now.',
    'Great quality and a fair price. Thank you!',
    'The technician was polite and knew exactly what to do. Five stars.',
    'Exactly as described, delivered the same day in Riffa.',
    'Best experience I have had with a service company in Bahrain.',
    '',
  ],
  4: [
    'Good work overall, they arrived a little late but called ahead.',
    'Happy with the result. Slightly more expensive than expected.',
    'Solid job and friendly staff. Booking was easy.',
    'Product is good quality, packaging could be better.',
    'Did the job well; I had to remind them about the receipt.',
    '',
  ],
  3: [
    'Average. The job was done but it took two visits.',
    'Okay service, communication could be improved.',
    'Item works, but delivery took longer than promised.',
  ],
  2: ['Came a day late and the first fix did not hold. Second visit solved it.', 'Not as described in the listing.'],
  1: ['Nobody showed up on the agreed day and I had to call twice.', 'Poor workmanship, would not book again.'],
};

export const RATING_WEIGHTS: readonly (readonly [1 | 2 | 3 | 4 | 5, number])[] = [
  [5, 56],
  [4, 28],
  [3, 9],
  [2, 4],
  [1, 3],
];

export interface InquirySeed {
  subject: string;
  message: string;
  status: InquiryStatus;
}

/** Contact-page messages, spread over every status an admin works them through. */
export const INQUIRY_SEEDS: readonly InquirySeed[] = [
  {
    status: 'new',
    subject: 'Do you cover Hawar Islands?',
    message: 'We have a chalet on Hawar and need AC servicing before the summer. Do any providers travel there?',
  },
  {
    status: 'new',
    subject: 'Corporate account for our offices',
    message: 'We manage three office floors in Seef and would like one invoice per month for cleaning and IT support.',
  },
  {
    status: 'new',
    subject: 'Payment taken twice',
    message: 'My BenefitPay shows two deductions for the same order yesterday. Please check and refund one of them.',
  },
  {
    status: 'new',
    subject: 'How do I become a provider?',
    message: 'I run a small carpentry workshop in Tubli. What documents do I need to register?',
  },
  {
    status: 'in-progress',
    subject: 'Provider did not arrive',
    message: 'The technician did not come at the agreed time and does not answer the phone. What can I do?',
  },
  {
    status: 'in-progress',
    subject: 'Invoice with VAT number',
    message: 'Please send a tax invoice showing your VAT registration number for my last order.',
  },
  {
    status: 'in-progress',
    subject: 'Change the e-mail on my account',
    message: 'I no longer use my old work e-mail. Can you move my account to my personal address?',
  },
  {
    status: 'resolved',
    subject: 'Cannot verify my e-mail',
    message: 'The verification link says it has expired. Can you send a new one?',
  },
  {
    status: 'resolved',
    subject: 'Wrong item delivered',
    message: 'I ordered the 2 ton split unit but the 1.5 ton model was delivered.',
  },
  {
    status: 'resolved',
    subject: 'Arabic language support',
    message: 'Will the website be available in Arabic? My parents would like to use it.',
  },
  {
    status: 'closed',
    subject: 'Partnership proposal',
    message: 'We are a facilities management company and would like to discuss listing our services.',
  },
  { status: 'closed', subject: 'Test message', message: 'Please ignore, testing the contact form.' },
];

/** Banks licensed in Bahrain, with the 4-letter code their IBANs carry. */
export const PAYOUT_BANKS = [
  { name: 'National Bank of Bahrain', code: 'NBOB' },
  { name: 'BBK', code: 'BBKU' },
  { name: 'Bahrain Islamic Bank', code: 'BIBB' },
  { name: 'Kuwait Finance House Bahrain', code: 'KFHB' },
  { name: 'Ahli United Bank', code: 'AUBB' },
] as const;
