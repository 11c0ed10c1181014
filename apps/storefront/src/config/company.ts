// The company's public details (footer, contact page). The spec does not reproduce them; these are
// the values of the Bahrain office, kept in one place (docs/decisions.md).

export const COMPANY = {
  description:
    "Bahrain's number one marketplace connecting customers with trusted service professionals. Browse services and items, request information and pay securely in BHD.",
  phone: '+973 1700 0000',
  phoneHref: 'tel:+97317000000',
  email: 'support@servicesmarketplace.bh',
  address: 'Bahrain Financial Harbour, West Tower, Manama, Kingdom of Bahrain',
  hours: 'Sunday to Thursday, 8:00 to 17:00 (Bahrain time)',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/servicesmarketplacebh' },
    { network: 'X', href: 'https://x.com/servicesmktbh' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/services-marketplace-bahrain' },
  ],
} as const;
