import type { ProviderAccountState } from '@marketplace/contract';
import { readBilingualTable } from './bilingual-table';
import type { CategoryKey } from './listing-table';

export interface ProviderSeed {
  /** A demo account e-mail when this provider is one of the sign-in accounts. */
  email: string;
  businessName: string;
  /** The Arabic business name and description (issue 33), from the `ar |` line under the business. */
  businessNameAr: string;
  contactFirstName: string;
  contactLastName: string;
  location: string;
  state: ProviderAccountState;
  /** The first one is the business category; listings of all of them can go to this provider. */
  categories: readonly CategoryKey[];
  description: string;
  descriptionAr: string;
  website: string | null;
  stateReason: string | null;
}

// e-mail | business | contact | location | state | categories | website | description [| state reason]
//   ar | Arabic business name | Arabic description
const TABLE = `
provider@marketplace.test | Pearl Home Services W.L.L. | Hussain Al-Aradi | Manama | active | home-maintenance plumbing electrical pest-control | https://pearlhome.example.bh | Family-run maintenance company serving Manama villas and towers since 2009: plumbing, electrical and handyman teams on call seven days a week.
  ar | لؤلؤة للخدمات المنزلية ذ.م.م. | شركة صيانة عائلية تخدم فلل وأبراج المنامة منذ 2009، بفرق سباكة وكهرباء وصيانة عامة جاهزة طوال أيام الأسبوع.
gulfbreeze@example.bh | Gulf Breeze Cooling Co. | Jassim Al-Mannai | Hamad Town | active | air-conditioning | https://gulfbreeze.example.bh | Authorised installer for the leading split and central AC brands, with twelve service vans across the Kingdom.
  ar | شركة نسيم الخليج للتبريد | شركة تركيب معتمدة لأشهر ماركات المكيفات السبليت والمركزية، مع 12 سيارة خدمة تغطي جميع مناطق المملكة.
sparkle@example.bh | Sparkle Bahrain Cleaning | Layla Al-Kooheji | Juffair | active | cleaning pest-control | https://sparkle.example.bh | Trained, insured cleaning crews for flats, villas and offices, using eco-friendly products.
  ar | سباركل البحرين للتنظيف | فرق تنظيف مدربة ومؤمن عليها للشقق والفلل والمكاتب، تستخدم منتجات صديقة للبيئة.
pipemasters@example.bh | Muharraq Pipe Masters | Ebrahim Bukhammas | Muharraq | active | plumbing home-maintenance | - | Plumbing specialists for old Muharraq houses and new builds alike, from leak detection to complete bathrooms.
  ar | خبراء السباكة بالمحرق | متخصصون في السباكة لبيوت المحرق القديمة والمباني الجديدة على حد سواء، من كشف التسربات إلى تجهيز الحمامات بالكامل.
lulu.beauty@example.bh | Lulu Beauty Lounge | Noora Al-Shehabi | Seef | active | beauty-wellness | https://lulubeauty.example.bh | Ladies salon in Seef offering home visits for hair, makeup, henna and spa treatments.
  ar | صالون لولو للتجميل | صالون نسائي في السيف يقدم زيارات منزلية لتصفيف الشعر والمكياج والحناء وجلسات السبا.
sitra.auto@example.bh | Sitra Auto Care Centre | Khalid Al-Doseri | Sitra | active | automotive | - | Workshop and mobile service for batteries, tyres, oil changes and detailing, for all makes.
  ar | مركز سترة للعناية بالسيارات | ورشة وخدمة متنقلة للبطاريات والإطارات وتغيير الزيت والتلميع، لجميع أنواع السيارات.
techhub@example.bh | Isa Town Tech Hub | Faisal Janahi | Isa Town | active | it-electronics electrical | https://techhub.example.bh | Computer, phone and network specialists for homes and small businesses, with same-day repairs.
  ar | مركز مدينة عيسى للتقنية | متخصصون في أجهزة الكمبيوتر والهواتف والشبكات للمنازل والشركات الصغيرة، مع إصلاح في نفس اليوم.
amwaj.events@example.bh | Amwaj Events & Catering | Reem Al-Musallam | Amwaj Islands | active | events-catering | https://amwajevents.example.bh | Weddings, majlis gatherings and corporate events: tents, catering, coffee service and photography.
  ar | أمواج للمناسبات والضيافة | الأعراس والمجالس ومناسبات الشركات: خيام وبوفيهات وخدمة القهوة العربية والتصوير.
riffa.movers@example.bh | Riffa Movers & Storage | Nasser Al-Noaimi | Riffa | active | moving-storage | - | House and office removals, packing and climate-controlled storage, with GCC shipping.
  ar | الرفاع للنقل والتخزين | نقل أثاث المنازل والمكاتب وتغليفه، ومستودعات تخزين مكيفة، مع الشحن إلى دول الخليج.
saar.homecare@example.bh | Saar Home Care | Mahmood Radhi | Saar | inactive | home-maintenance cleaning | - | Villa maintenance and cleaning packages for the Saar and Budaiya area. | Deactivated at the owner's request while the business relocates.
  ar | سار للعناية المنزلية | باقات صيانة وتنظيف للفلل في منطقتي سار والبديع.
pending.provider@marketplace.test | Budaiya Handyman Co. | Yusuf Al-Qassab | Budaiya | pending | home-maintenance | - | Handyman, carpentry and painting services along the Budaiya highway, waiting for approval.
  ar | شركة البديع للصيانة العامة | خدمات الصيانة العامة والنجارة والدهان على امتداد شارع البديع، بانتظار الموافقة.
zallaq.rentals@example.bh | Zallaq Watersports Rentals | Hamad Al-Ghatam | Zallaq | rejected | events-catering | - | Jet ski and kayak rentals for beach events in Zallaq. | The commercial registration does not cover the listed activities.
  ar | الزلاق لتأجير الرياضات المائية | تأجير الدراجات المائية وقوارب الكاياك لفعاليات الشاطئ في الزلاق.
`;

/** Twelve businesses covering every account state; only active (and once active) ones have listings. */
export const DEMO_PROVIDERS: readonly ProviderSeed[] = readBilingualTable(TABLE, 'the provider table').map(
  ({ cells, arabic, source }) => {
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
    ] = cells;
    const [contactFirstName = '', ...rest] = contact.split(' ');
    if (state !== 'active' && state !== 'pending' && state !== 'rejected' && state !== 'inactive') {
      throw new Error(`Bad provider state in: ${source}`);
    }
    return {
      email,
      businessName,
      businessNameAr: arabic?.name ?? '',
      contactFirstName,
      contactLastName: rest.join(' '),
      location,
      state,
      categories: categories.split(' ') as CategoryKey[],
      description,
      descriptionAr: arabic?.description ?? '',
      website: website && website !== '-' ? website : null,
      stateReason: reason ?? null,
    };
  },
);
