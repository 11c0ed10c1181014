import type { CategoryKey, ListingTemplate } from './listing-table';
import { HOME_LISTINGS } from './listings-home';
import { LIFESTYLE_LISTINGS } from './listings-lifestyle';

export interface CategorySeed {
  key: CategoryKey;
  name: string;
  description: string;
  /** Base hue of the generated photos, so a category's listings look alike in the catalog. */
  hue: number;
  enabled: boolean;
}

export const DEMO_CATEGORIES: readonly CategorySeed[] = [
  c(
    'air-conditioning',
    'Air Conditioning',
    200,
    'Installation, servicing and repair of split, window and central AC systems, built for 50 °C summers.',
  ),
  c(
    'plumbing',
    'Plumbing',
    190,
    'Leaks, blocked drains, water heaters, pumps and tanks, with emergency callouts across Bahrain.',
  ),
  c(
    'electrical',
    'Electrical',
    45,
    'Licensed electricians for fault finding, DB boards, lighting and EV chargers, to EWA standards.',
  ),
  c(
    'home-maintenance',
    'Home Maintenance',
    25,
    'Handyman jobs, painting, waterproofing, doors and carpentry for villas and flats.',
  ),
  c('cleaning', 'Cleaning', 160, 'Deep cleaning, housekeeping, sofa and carpet shampooing, and cleaning supplies.'),
  c(
    'beauty-wellness',
    'Beauty & Wellness',
    330,
    'Home salon, bridal makeup, henna, massage and fitness, plus fragrances and care products.',
  ),
  c('automotive', 'Automotive', 5, 'Car wash at your doorstep, detailing, batteries, tyres and servicing.'),
  c(
    'it-electronics',
    'IT & Electronics',
    260,
    'Computer and phone repairs, Wi-Fi and CCTV installation, and electronics for home and office.',
  ),
  c(
    'events-catering',
    'Events & Catering',
    295,
    'Tents, catering, decorations, Arabic coffee service and photography for weddings and gatherings.',
  ),
  c(
    'moving-storage',
    'Moving & Storage',
    35,
    'House and office moves, packing, storage units and shipping to the GCC.',
  ),
  // Disabled on purpose: the back office can show (and re-enable) a category hidden from the catalog.
  c(
    'pest-control',
    'Pest Control',
    100,
    'Pest and termite treatments. Temporarily disabled while municipal licences are renewed.',
    false,
  ),
];

function c(key: CategoryKey, name: string, hue: number, description: string, enabled = true): CategorySeed {
  return { key, name, description, hue, enabled };
}

/** The 120 listings of the demo catalog, in a stable order. */
export const DEMO_LISTINGS: readonly ListingTemplate[] = [...HOME_LISTINGS, ...LIFESTYLE_LISTINGS];
