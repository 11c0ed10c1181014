// The company's public details (footer, contact page). The spec does not reproduce them; these are
// the values of the Bahrain office, kept in one place (docs/decisions.md). Its description, address
// and hours are texts, in the catalogs (shell.company.*).

export const COMPANY = {
  phone: '+973 1700 0000',
  phoneHref: 'tel:+97317000000',
  email: 'support@servicesmarketplace.bh',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/servicesmarketplacebh' },
    { network: 'X', href: 'https://x.com/servicesmktbh' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/services-marketplace-bahrain' },
  ],
} as const;
