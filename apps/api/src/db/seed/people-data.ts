import type { ProviderAccountState } from '@marketplace/contract';
import type { CategoryKey } from './listing-table';

export const BAHRAIN_AREAS = [
  'Manama',
  'Muharraq',
  'Riffa',
  'Hamad Town',
  'Isa Town',
  'Sitra',
  'Budaiya',
  'Juffair',
  'Seef',
  'Saar',
  'Amwaj Islands',
  'Zallaq',
  'Adliya',
  'Tubli',
  'Janabiya',
  'Hidd',
] as const;

export const MALE_FIRST_NAMES = [
  'Ahmed', 'Mohammed', 'Ali', 'Hussain', 'Hasan', 'Abdulla', 'Yusuf', 'Khalid', 'Ebrahim', 'Jassim',
  'Salman', 'Faisal', 'Mahmood', 'Isa', 'Nasser', 'Hamad', 'Sayed Majeed', 'Rashid',
] as const;

export const FEMALE_FIRST_NAMES = [
  'Fatima', 'Maryam', 'Zainab', 'Noora', 'Aisha', 'Sara', 'Layla', 'Hessa', 'Amina', 'Dana',
  'Shaikha', 'Reem', 'Latifa', 'Ghadeer', 'Zahra', 'Mona', 'Buthaina', 'Eman',
] as const;

export const FAMILY_NAMES = [
  'Al-Sayed', 'Al-Aradi', 'Al-Jishi', 'Al-Mannai', 'Al-Doseri', 'Al-Binali', 'Al-Kooheji', 'Al-Hashimi',
  'Al-Ansari', 'Al-Shehabi', 'Janahi', 'Al-Khaja', 'Al-Noaimi', 'Al-Qassab', 'Bukhammas', 'Al-Musallam',
  'Al-Sabbagh', 'Al-Bastaki', 'Matar', 'Al-Ghatam', 'Al-Mahmood', 'Al-Awadhi', 'Radhi', 'Al-Mulla',
] as const;

export interface ProviderSeed {
  /** A demo account e-mail when this provider is one of the sign-in accounts. */
  email: string;
  businessName: string;
  contactFirstName: string;
  contactLastName: string;
  location: (typeof BAHRAIN_AREAS)[number];
  state: ProviderAccountState;
  /** The first one is the business category; listings of all of them go to this provider. */
  categories: readonly CategoryKey[];
  description: string;
  website: string | null;
  stateReason?: string;
}

/** Twelve businesses covering every account state; only active (and once active) ones have listings. */
export const DEMO_PROVIDERS: readonly ProviderSeed[] = [
  p('provider@marketplace.test', 'Pearl Home Services W.L.L.', 'Hussain', 'Al-Aradi', 'Manama', 'active', ['home-maintenance', 'plumbing', 'electrical', 'pest-control'], 'Family-run maintenance company serving Manama villas and towers since 2009: plumbing, electrical and handyman teams on call seven days a week.', 'https://pearlhome.example.bh'),
  p('gulfbreeze@example.bh', 'Gulf Breeze Cooling Co.', 'Jassim', 'Al-Mannai', 'Hamad Town', 'active', ['air-conditioning'], 'Authorised installer for the leading split and central AC brands, with twelve service vans across the Kingdom.', 'https://gulfbreeze.example.bh'),
  p('sparkle@example.bh', 'Sparkle Bahrain Cleaning', 'Layla', 'Al-Kooheji', 'Juffair', 'active', ['cleaning', 'pest-control'], 'Trained, insured cleaning crews for flats, villas and offices, using eco-friendly products.', 'https://sparkle.example.bh'),
  p('pipemasters@example.bh', 'Muharraq Pipe Masters', 'Ebrahim', 'Bukhammas', 'Muharraq', 'active', ['plumbing', 'home-maintenance'], 'Plumbing specialists for old Muharraq houses and new builds alike, from leak detection to complete bathrooms.', null),
  p('lulu.beauty@example.bh', 'Lulu Beauty Lounge', 'Noora', 'Al-Shehabi', 'Seef', 'active', ['beauty-wellness'], 'Ladies salon in Seef offering home visits for hair, makeup, henna and spa treatments.', 'https://lulubeauty.example.bh'),
  p('sitra.auto@example.bh', 'Sitra Auto Care Centre', 'Khalid', 'Al-Doseri', 'Sitra', 'active', ['automotive'], 'Workshop and mobile service for batteries, tyres, oil changes and detailing, for all makes.', null),
  p('techhub@example.bh', 'Isa Town Tech Hub', 'Faisal', 'Janahi', 'Isa Town', 'active', ['it-electronics', 'electrical'], 'Computer, phone and network specialists for homes and small businesses, with same-day repairs.', 'https://techhub.example.bh'),
  p('amwaj.events@example.bh', 'Amwaj Events & Catering', 'Reem', 'Al-Musallam', 'Amwaj Islands', 'active', ['events-catering'], 'Weddings, majlis gatherings and corporate events: tents, catering, coffee service and photography.', 'https://amwajevents.example.bh'),
  p('riffa.movers@example.bh', 'Riffa Movers & Storage', 'Nasser', 'Al-Noaimi', 'Riffa', 'active', ['moving-storage'], 'House and office removals, packing and climate-controlled storage, with GCC shipping.', null),
  p('saar.homecare@example.bh', 'Saar Home Care', 'Mahmood', 'Radhi', 'Saar', 'inactive', ['home-maintenance', 'cleaning'], 'Villa maintenance and cleaning packages for the Saar and Budaiya area.', null, 'Deactivated at the owner\'s request while the business relocates.'),
  p('pending.provider@marketplace.test', 'Budaiya Handyman Co.', 'Yusuf', 'Al-Qassab', 'Budaiya', 'pending', ['home-maintenance'], 'Handyman, carpentry and painting services along the Budaiya highway, waiting for approval.', null),
  p('zallaq.rentals@example.bh', 'Zallaq Watersports Rentals', 'Hamad', 'Al-Ghatam', 'Zallaq', 'rejected', ['events-catering'], 'Jet ski and kayak rentals for beach events in Zallaq.', null, 'The commercial registration does not cover the listed activities.'),
];

function p(
  email: string,
  businessName: string,
  contactFirstName: string,
  contactLastName: string,
  location: ProviderSeed['location'],
  state: ProviderAccountState,
  categories: readonly CategoryKey[],
  description: string,
  website: string | null,
  stateReason?: string,
): ProviderSeed {
  const seed: ProviderSeed = { email, businessName, contactFirstName, contactLastName, location, state, categories, description, website };
  return stateReason ? { ...seed, stateReason } : seed;
}
