import type { CategoryKey, ListingTemplate } from './listing-table';
import { HOME_LISTINGS } from './listings-home';
import { LIFESTYLE_LISTINGS } from './listings-lifestyle';

export interface CategorySeed {
  key: CategoryKey;
  name: string;
  description: string;
  /** The Arabic name and description (issue 33); every demo category has them. */
  nameAr: string;
  descriptionAr: string;
  /** Base hue of the generated photos, so a category's listings look alike in the catalog. */
  hue: number;
  enabled: boolean;
}

export const DEMO_CATEGORIES: readonly CategorySeed[] = [
  {
    key: 'air-conditioning',
    hue: 200,
    enabled: true,
    name: 'Air Conditioning',
    description: 'Installation, servicing and repair of split, window and central AC systems, built for 50 °C summers.',
    nameAr: 'التكييف',
    descriptionAr: 'تركيب وصيانة وإصلاح المكيفات السبليت والشباك والمركزية، بما يناسب صيفا تصل حرارته إلى 50 °C.',
  },
  {
    key: 'plumbing',
    hue: 190,
    enabled: true,
    name: 'Plumbing',
    description: 'Leaks, blocked drains, water heaters, pumps and tanks, with emergency callouts across Bahrain.',
    nameAr: 'السباكة',
    descriptionAr:
      'إصلاح التسربات وتسليك المجاري وسخانات المياه والمضخات والخزانات، مع خدمة طوارئ في جميع أنحاء البحرين.',
  },
  {
    key: 'electrical',
    hue: 45,
    enabled: true,
    name: 'Electrical',
    description: 'Licensed electricians for fault finding, DB boards, lighting and EV chargers, to EWA standards.',
    nameAr: 'الكهرباء',
    descriptionAr: 'كهربائيون مرخصون لكشف الأعطال ولوحات التوزيع والإنارة وشواحن السيارات الكهربائية، وفق معايير EWA.',
  },
  {
    key: 'home-maintenance',
    hue: 25,
    enabled: true,
    name: 'Home Maintenance',
    description: 'Handyman jobs, painting, waterproofing, doors and carpentry for villas and flats.',
    nameAr: 'صيانة المنازل',
    descriptionAr: 'أعمال الصيانة العامة والدهان والعزل المائي والأبواب والنجارة للفلل والشقق.',
  },
  {
    key: 'cleaning',
    hue: 160,
    enabled: true,
    name: 'Cleaning',
    description: 'Deep cleaning, housekeeping, sofa and carpet shampooing, and cleaning supplies.',
    nameAr: 'التنظيف',
    descriptionAr: 'التنظيف العميق والتنظيف المنزلي الدوري وغسيل الكنب والسجاد، إلى جانب مستلزمات التنظيف.',
  },
  {
    key: 'beauty-wellness',
    hue: 330,
    enabled: true,
    name: 'Beauty & Wellness',
    description: 'Home salon, bridal makeup, henna, massage and fitness, plus fragrances and care products.',
    nameAr: 'الجمال والعناية',
    descriptionAr:
      'خدمات الصالون في المنزل ومكياج العرائس والحناء والمساج واللياقة البدنية، إلى جانب العطور ومنتجات العناية.',
  },
  {
    key: 'automotive',
    hue: 5,
    enabled: true,
    name: 'Automotive',
    description: 'Car wash at your doorstep, detailing, batteries, tyres and servicing.',
    nameAr: 'السيارات',
    descriptionAr: 'غسيل السيارات عند باب منزلك والتلميع الشامل والبطاريات والإطارات والصيانة الدورية.',
  },
  {
    key: 'it-electronics',
    hue: 260,
    enabled: true,
    name: 'IT & Electronics',
    description: 'Computer and phone repairs, Wi-Fi and CCTV installation, and electronics for home and office.',
    nameAr: 'تقنية المعلومات والإلكترونيات',
    descriptionAr: 'إصلاح أجهزة الكمبيوتر والهواتف، وتركيب شبكات Wi-Fi وكاميرات المراقبة، وإلكترونيات للمنزل والمكتب.',
  },
  {
    key: 'events-catering',
    hue: 295,
    enabled: true,
    name: 'Events & Catering',
    description: 'Tents, catering, decorations, Arabic coffee service and photography for weddings and gatherings.',
    nameAr: 'المناسبات والضيافة',
    descriptionAr: 'الخيام والبوفيهات والزينة وخدمة القهوة العربية والتصوير للأعراس والمناسبات العائلية.',
  },
  {
    key: 'moving-storage',
    hue: 35,
    enabled: true,
    name: 'Moving & Storage',
    description: 'House and office moves, packing, storage units and shipping to the GCC.',
    nameAr: 'النقل والتخزين',
    descriptionAr: 'نقل المنازل والمكاتب والتغليف ووحدات التخزين والشحن إلى دول الخليج.',
  },
  // Disabled on purpose: the back office can show (and re-enable) a category hidden from the catalog.
  {
    key: 'pest-control',
    hue: 100,
    enabled: false,
    name: 'Pest Control',
    description: 'Pest and termite treatments. Temporarily disabled while municipal licences are renewed.',
    nameAr: 'مكافحة الحشرات',
    descriptionAr: 'مكافحة الحشرات والنمل الأبيض. القسم متوقف مؤقتا لحين تجديد تراخيص البلدية.',
  },
];

/** The 120 listings of the demo catalog, in a stable order. */
export const DEMO_LISTINGS: readonly ListingTemplate[] = [...HOME_LISTINGS, ...LIFESTYLE_LISTINGS];

/**
 * The listings deliberately left without Arabic (issue 33), one in each of seven categories, so an
 * Arabic reader of the demo sees the English shown in their place: an AC copper pipe kit, an
 * under-sink water filter, an extension cable reel, microfibre cloths, a yoga mat, an external SSD
 * and a live grill station. demo-seed.test.ts checks that these, and only these, lack Arabic.
 */
export const ENGLISH_ONLY_LISTINGS: readonly string[] = [
  'AC Copper Pipe Kit 3 m',
  'Under-Sink Water Filter 3-Stage',
  'Extension Cable Reel 25 m',
  'Microfibre Cloth Pack (24)',
  'Yoga Mat & Blocks Set',
  'External SSD 1 TB',
  'Live Grill Station',
];
