import type { ProviderAccountState } from '@marketplace/contract';
import type { CategoryKey } from './listing-table';

export interface ProviderSeed {
  /** A demo account e-mail when this provider is one of the sign-in accounts. */
  email: string;
  businessName: string;
  contactFirstName: string;
  contactLastName: string;
  location: string;
  state: ProviderAccountState;
  /** The first one is the business category; listings of all of them can go to this provider. */
  categories: readonly CategoryKey[];
  description: string;
  website: string | null;
  stateReason: string | null;
}

// e-mail | business | contact | location | state | categories | website | description [| state reason]
const TABLE = `
provider@marketplace.test | Pearl Home Services W.L.L. | Hussain Al-Aradi | Manama | active | home-maintenance plumbing electrical pest-control | https://pearlhome.example.bh | Family-run maintenance company serving Manama villas and towers since 2009: plumbing, electrical and handyman teams on call seven days a week.
gulfbreeze@example.bh | Gulf Breeze Cooling Co. | Jassim Al-Mannai | Hamad Town | active | air-conditioning | https://gulfbreeze.example.bh | Authorised installer for the leading split and central AC brands, with twelve service vans across the Kingdom.
sparkle@example.bh | Sparkle Bahrain Cleaning | Layla Al-Kooheji | Juffair | active | cleaning pest-control | https://sparkle.example.bh | Trained, insured cleaning crews for flats, villas and offices, using eco-friendly products.
pipemasters@example.bh | Muharraq Pipe Masters | Ebrahim Bukhammas | Muharraq | active | plumbing home-maintenance | - | Plumbing specialists for old Muharraq houses and new builds alike, from leak detection to complete bathrooms.
lulu.beauty@example.bh | Lulu Beauty Lounge | Noora Al-Shehabi | Seef | active | beauty-wellness | https://lulubeauty.example.bh | Ladies salon in Seef offering home visits for hair, makeup, henna and spa treatments.
sitra.auto@example.bh | Sitra Auto Care Centre | Khalid Al-Doseri | Sitra | active | automotive | - | Workshop and mobile service for batteries, tyres, oil changes and detailing, for all makes.
techhub@example.bh | Isa Town Tech Hub | Faisal Janahi | Isa Town | active | it-electronics electrical | https://techhub.example.bh | Computer, phone and network specialists for homes and small businesses, with same-day repairs.
amwaj.events@example.bh | Amwaj Events & Catering | Reem Al-Musallam | Amwaj Islands | active | events-catering | https://amwajevents.example.bh | Weddings, majlis gatherings and corporate events: tents, catering, coffee service and photography.
riffa.movers@example.bh | Riffa Movers & Storage | Nasser Al-Noaimi | Riffa | active | moving-storage | - | House and office removals, packing and climate-controlled storage, with GCC shipping.
saar.homecare@example.bh | Saar Home Care | Mahmood Radhi | Saar | inactive | home-maintenance cleaning | - | Villa maintenance and cleaning packages for the Saar and Budaiya area. | Deactivated at the owner's request while the business relocates.
pending.provider@marketplace.test | Budaiya Handyman Co. | Yusuf Al-Qassab | Budaiya | pending | home-maintenance | - | Handyman, carpentry and painting services along the Budaiya highway, waiting for approval.
zallaq.rentals@example.bh | Zallaq Watersports Rentals | Hamad Al-Ghatam | Zallaq | rejected | events-catering | - | Jet ski and kayak rentals for beach events in Zallaq. | The commercial registration does not cover the listed activities.
`;

/** Twelve businesses covering every account state; only active (and once active) ones have listings. */
export const DEMO_PROVIDERS: readonly ProviderSeed[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [
      email = '',
      businessName = '',
      contact = '',
      location = '',
      state,
      categories = '',
      website,
      description = '',
      reason,
    ] = line.split('|').map((part) => part.trim());
    const [contactFirstName = '', ...rest] = contact.split(' ');
    if (state !== 'active' && state !== 'pending' && state !== 'rejected' && state !== 'inactive') {
      throw new Error(`Bad provider state in: ${line}`);
    }
    return {
      email,
      businessName,
      contactFirstName,
      contactLastName: rest.join(' '),
      location,
      state,
      categories: categories.split(' ') as CategoryKey[],
      description,
      website: website && website !== '-' ? website : null,
      stateReason: reason ?? null,
    };
  });
