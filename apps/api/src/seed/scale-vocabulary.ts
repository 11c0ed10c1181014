/**
 * Word lists for the scale seed. Listing names are built from them in SQL ("qualifier service -
 * area" or a product with one of its own variants), so a search for "leak" or "split" at 100,000
 * listings hits a realistic share of rows instead of matching everything or nothing.
 */
export interface PricedName {
  name: string;
  minFils: number;
  maxFils: number;
}

export interface ScaleCategory {
  /** Matches a demo category name, so on a seeded database the scale listings join it. */
  name: string;
  description: string;
  /** The trade word in generated business names ("Gulf Cooling Services"). */
  trade: string;
  qualifiers: string[];
  services: PricedName[];
  products: PricedName[];
  blurbs: string[];
  /** The same texts in Arabic (issue 33), one for one with the English lists (checked on load). */
  arabic: ScaleCategoryArabic;
}

export interface ScaleCategoryArabic {
  name: string;
  description: string;
  /** Follows the business name's lead word and prefix: "شركة الخليج للتبريد". */
  trade: string;
  qualifiers: string[];
  services: string[];
  products: string[];
  blurbs: string[];
}

const split = (list: string, separator = '|') => list.split(separator).map((word) => word.trim());

/** "Split AC Unit {1 Ton,2 Ton} 140-330" becomes one priced name per variant. */
function priced(list: string): PricedName[] {
  return split(list).flatMap((entry) => {
    const match = /^(.*?)(?:\{(.+)\})?\s+(\d+)-(\d+)$/.exec(entry);
    if (!match) throw new Error(`Bad scale vocabulary entry: ${entry}`);
    const [, base = '', variants, min = '0', max = '0'] = match;
    const names = variants ? split(variants, ',').map((variant) => `${base.trim()} ${variant}`) : [base.trim()];
    return names.map((name) => ({ name, minFils: Number(min) * 1000, maxFils: Number(max) * 1000 }));
  });
}

/** "مكيف سبليت {1 طن,2 طن}" becomes one name per variant, in the order `priced` gives. */
function variants(list: string): string[] {
  return split(list).flatMap((entry) => {
    const match = /^(.*?)(?:\{(.+)\})?$/.exec(entry);
    const [, base = '', options] = match ?? [];
    return options ? split(options, ',').map((option) => `${base.trim()} ${option}`) : [base.trim()];
  });
}

type Lists = Record<'q' | 's' | 'p' | 'b', string>;

function category(
  name: string,
  trade: string,
  lists: Lists,
  arabic: Lists & { name: string; trade: string },
): ScaleCategory {
  const blurbs = split(lists.b);
  const result: ScaleCategory = {
    name,
    description: blurbs[0] ?? name,
    trade,
    qualifiers: split(lists.q),
    services: priced(lists.s),
    products: priced(lists.p),
    blurbs,
    arabic: {
      name: arabic.name,
      description: split(arabic.b)[0] ?? arabic.name,
      trade: arabic.trade,
      qualifiers: split(arabic.q),
      services: variants(arabic.s),
      products: variants(arabic.p),
      blurbs: split(arabic.b),
    },
  };
  for (const list of ['qualifiers', 'services', 'products', 'blurbs'] as const) {
    if (result[list].length !== result.arabic[list].length)
      throw new Error(
        `Scale vocabulary: ${name} has ${result[list].length} ${list} and ${result.arabic[list].length} in Arabic`,
      );
  }
  return result;
}

export const SCALE_CATEGORIES: readonly ScaleCategory[] = [
  category(
    'Air Conditioning',
    'Cooling',
    {
      q: 'Emergency|Same-Day|Annual|Premium|Express|Certified|Budget|Weekend',
      s: 'AC Repair 15-40|AC Gas Refill 15-35|Split AC Installation 35-60|Duct Cleaning 80-220|AC Maintenance 8-15|Compressor Replacement 90-180|Chiller Servicing 120-300',
      p: 'Split Air-Conditioning Unit {1 Ton,1.5 Ton,2 Ton} 140-330|Window Air-Conditioner {1 Ton,1.5 Ton} 110-180|Portable Air Conditioner {9000 BTU,12000 BTU} 110-200|AC Remote Control 5-9|Copper Pipe Kit {3 m,5 m} 12-30|Dehumidifier {20 L,30 L} 40-90',
      b: 'Cooling specialists for villas, flats and offices across Bahrain.|Units rated for 52 °C summers, installed and serviced by certified technicians.|Filters, coils and gas checked on every visit.',
    },
    {
      name: 'تكييف الهواء',
      trade: 'للتبريد',
      q: 'طارئ|في نفس اليوم|سنوي|مميز|سريع|معتمد|اقتصادي|نهاية الأسبوع',
      s: 'تصليح المكيفات|تعبئة غاز المكيف|تركيب مكيف سبليت|تنظيف مجاري الهواء|صيانة المكيفات|تبديل الكمبروسر|صيانة وحدات التشيلر',
      p: 'مكيف سبليت {1 طن,1.5 طن,2 طن}|مكيف شباك {1 طن,1.5 طن}|مكيف متنقل {9000 وحدة حرارية,12000 وحدة حرارية}|ريموت المكيف|طقم أنابيب نحاس {3 م,5 م}|جهاز إزالة الرطوبة {20 لتر,30 لتر}',
      b: 'متخصصون في التبريد للفلل والشقق والمكاتب في جميع أنحاء البحرين.|وحدات مصممة لصيف تبلغ حرارته 52 درجة، يركبها ويصونها فنيون معتمدون.|نفحص الفلاتر والملفات والغاز في كل زيارة.',
    },
  ),
  category(
    'Plumbing',
    'Plumbing',
    {
      q: 'Emergency|24/7|Same-Day|Professional|Affordable|Licensed|Express',
      s: 'Plumbing Repair 15-45|Leak Detection 30-80|Drain Unblocking 10-30|Water Heater Installation 15-35|Tank Cleaning 25-60|Pipe Replacement 20-90|Pump Repair 15-45',
      p: 'Electric Water Heater {30 Litre,50 Litre,80 Litre} 40-110|Booster Water Pump {0.5 HP,1 HP} 45-110|Kitchen Mixer Tap {Chrome,Matt Black} 12-35|Shower Set {Chrome,Brushed Gold} 35-90|Water Filter {3-Stage,5-Stage} 18-60',
      b: 'Plumbers on call for leaks, blockages and water heaters.|Hidden leaks found with thermal cameras before they damage walls.|Tanks drained, cleaned and disinfected.',
    },
    {
      name: 'السباكة',
      trade: 'للسباكة',
      q: 'طارئ|على مدار الساعة|في نفس اليوم|احترافي|بسعر مناسب|مرخص|سريع',
      s: 'تصليح السباكة|كشف التسربات|فتح المجاري|تركيب سخان المياه|تنظيف الخزانات|تبديل الأنابيب|تصليح المضخات',
      p: 'سخان مياه كهربائي {30 لتر,50 لتر,80 لتر}|مضخة مياه {0.5 حصان,1 حصان}|خلاط مطبخ {كروم,أسود مطفي}|طقم دش {كروم,ذهبي مصقول}|فلتر مياه {3 مراحل,5 مراحل}',
      b: 'سباكون تحت الطلب للتسربات والانسدادات وسخانات المياه.|نكشف التسربات المخفية بالكاميرات الحرارية قبل أن تتلف الجدران.|نفرغ الخزانات وننظفها ونعقمها.',
    },
  ),
  category(
    'Electrical',
    'Electrical',
    {
      q: 'Licensed|Emergency|Safe|Smart|Professional|Same-Day',
      s: 'Electrical Fault Finding 10-25|DB Board Upgrade 60-180|Light Installation 5-20|Socket Replacement 5-15|EV Charger Installation 90-200|Rewiring 150-450',
      p: 'LED Panel Light {40W,60W} 6-14|Smart Wall Switch {1 Gang,2 Gang,3 Gang} 8-18|Flood Light {50W,100W} 12-30|Voltage Stabiliser {3 kVA,5 kVA} 35-95|Ceiling Fan {48 inch,56 inch} 25-60',
      b: 'Licensed electricians working to EWA standards.|Breakers, sockets and lighting fixed safely.|Energy-saving lighting for homes and offices.',
    },
    {
      name: 'الكهرباء',
      trade: 'للكهرباء',
      q: 'مرخص|طارئ|آمن|ذكي|احترافي|في نفس اليوم',
      s: 'كشف الأعطال الكهربائية|تحديث لوحة التوزيع|تركيب الإنارة|تبديل المقابس|تركيب شاحن السيارة الكهربائية|إعادة تمديد الأسلاك',
      p: 'لوحة إضاءة ليد {40 واط,60 واط}|مفتاح جداري ذكي {مفتاح واحد,مفتاحان,3 مفاتيح}|كشاف إضاءة {50 واط,100 واط}|منظم جهد {3 كيلو فولت أمبير,5 كيلو فولت أمبير}|مروحة سقف {48 بوصة,56 بوصة}',
      b: 'كهربائيون مرخصون يعملون وفق معايير هيئة الكهرباء والماء.|نصلح القواطع والمقابس والإنارة بأمان.|إنارة موفرة للطاقة للمنازل والمكاتب.',
    },
  ),
  category(
    'Home Maintenance',
    'Home Services',
    {
      q: 'Handyman|Quick|Professional|Complete|Affordable|Premium',
      s: 'Interior Painting 35-90|Roof Waterproofing 150-450|Door Repair 8-25|Gypsum Ceiling Work 80-300|Tile Repair 15-60|Furniture Assembly 8-30|Carpentry 15-80',
      p: 'Interior Wall Paint {4 L,18 L} 5-30|Cordless Drill Set {12V,18V} 20-60|Door Lock Set {Mortise,Digital} 8-90|Aluminium Ladder {4 Steps,6 Steps} 12-35|Waterproofing Membrane {10 m²,20 m²} 20-80',
      b: 'Handyman and renovation teams for villas and flats.|Painting, carpentry and waterproofing done right the first time.|Small repairs and big renovations.',
    },
    {
      name: 'صيانة المنازل',
      trade: 'للخدمات المنزلية',
      q: 'بيد فني ماهر|سريع|احترافي|متكامل|بسعر مناسب|مميز',
      s: 'دهان داخلي|عزل الأسطح من الماء|تصليح الأبواب|أعمال أسقف الجبس|تصليح البلاط|تركيب الأثاث|أعمال النجارة',
      p: 'دهان جدران داخلي {4 لتر,18 لتر}|طقم دريل لاسلكي {12 فولت,18 فولت}|طقم قفل باب {غاطس,رقمي}|سلم ألمنيوم {4 درجات,6 درجات}|غشاء عزل مائي {10 م²,20 م²}',
      b: 'فرق صيانة وتجديد للفلل والشقق.|دهان ونجارة وعزل مائي بإتقان من أول مرة.|إصلاحات صغيرة وتجديدات كبيرة.',
    },
  ),
  category(
    'Cleaning',
    'Cleaning',
    {
      q: 'Deep|Regular|Eco-Friendly|Move-Out|Express|Weekly|Premium',
      s: 'Home Cleaning 35-90|Sofa Shampooing 15-50|Carpet Cleaning 15-50|Window Cleaning 30-120|Kitchen Degreasing 20-45|Office Cleaning 150-400',
      p: 'Steam Mop {Pro,Compact} 25-55|Cordless Vacuum Cleaner {Lite,Max} 45-120|Cleaning Supplies Bundle 6-15|Carpet Shampoo {1 L,5 L} 5-12|Microfibre Cloths {12 Pack,24 Pack} 5-9',
      b: 'Trained and insured cleaning crews.|Eco-friendly products that are safe for children and pets.|Flats, villas and offices left spotless.',
    },
    {
      name: 'التنظيف',
      trade: 'للتنظيف',
      q: 'عميق|دوري|صديق للبيئة|عند الانتقال|سريع|أسبوعي|مميز',
      s: 'تنظيف المنازل|غسيل الكنب|تنظيف السجاد|تنظيف النوافذ|إزالة دهون المطبخ|تنظيف المكاتب',
      p: 'ممسحة بخار {برو,صغيرة}|مكنسة لاسلكية {لايت,ماكس}|مجموعة مستلزمات التنظيف|شامبو السجاد {1 لتر,5 لتر}|مناشف مايكروفايبر {12 قطعة,24 قطعة}',
      b: 'فرق تنظيف مدربة ومؤمن عليها.|منتجات صديقة للبيئة وآمنة للأطفال والحيوانات الأليفة.|شقق وفلل ومكاتب نظيفة تماما.',
    },
  ),
  category(
    'Beauty & Wellness',
    'Beauty',
    {
      q: 'Home|Luxury|Bridal|Relaxing|Express|Signature',
      s: 'Haircut 8-25|Makeup 25-350|Henna Design 10-40|Massage 20-45|Manicure & Pedicure 10-25|Facial 15-40|Personal Training 12-30',
      p: 'Oud Perfume Oil {6 ml,12 ml} 15-90|Hair Dryer {1800W,2200W} 15-40|Bakhoor Gift Box 10-35|Skincare Gift Set 18-45|Yoga Mat {4 mm,6 mm} 8-18',
      b: 'Salon treatments in the comfort of your home.|Licensed therapists and experienced stylists.|Fragrances and care products loved in the Gulf.',
    },
    {
      name: 'التجميل والعناية',
      trade: 'للتجميل',
      q: 'في المنزل|فاخر|للعرائس|مريح|سريع|مميز',
      s: 'قص الشعر|مكياج|نقش الحناء|مساج|مانيكير وباديكير|تنظيف البشرة|تدريب شخصي',
      p: 'دهن عود {6 مل,12 مل}|مجفف شعر {1800 واط,2200 واط}|علبة هدايا بخور|طقم هدايا العناية بالبشرة|سجادة يوغا {4 مم,6 مم}',
      b: 'علاجات الصالون في راحة منزلك.|معالجون مرخصون ومصففون ذوو خبرة.|عطور ومنتجات عناية محبوبة في الخليج.',
    },
  ),
  category(
    'Automotive',
    'Auto Care',
    {
      q: 'Mobile|Full|Express|Premium|On-Site|Quick',
      s: 'Car Wash 5-12|Car Detailing 35-90|Battery Replacement 25-60|Oil Change 12-30|Car AC Regas 12-30|Car Inspection 20-45|Tyre Fitting 8-20',
      p: 'Car Battery {70Ah,100Ah} 28-75|Windshield Sun Shade 5-10|Dash Camera {Full HD,4K} 25-90|All-Terrain Tyre {265/65 R17,265/70 R16} 35-75|Car Vacuum Cleaner 6-15',
      b: 'Car care at your doorstep or in our workshop.|Batteries and tyres rated for desert heat.|All makes and models serviced.',
    },
    {
      name: 'السيارات',
      trade: 'للعناية بالسيارات',
      q: 'متنقل|كامل|سريع|مميز|في الموقع|عاجل',
      s: 'غسيل السيارات|تلميع السيارات|تبديل البطارية|تغيير الزيت|تعبئة غاز مكيف السيارة|فحص السيارات|تركيب الإطارات',
      p: 'بطارية سيارة {70 أمبير,100 أمبير}|مظلة الزجاج الأمامي|كاميرا داش {فل إتش دي,4K}|إطار لجميع الطرق {265/65 R17,265/70 R16}|مكنسة سيارة',
      b: 'العناية بسيارتك عند بابك أو في ورشتنا.|بطاريات وإطارات تتحمل حرارة الصحراء.|نخدم جميع الأنواع والموديلات.',
    },
  ),
  category(
    'IT & Electronics',
    'Tech',
    {
      q: 'Same-Day|Expert|Remote|On-Site|Professional|Secure',
      s: 'Laptop Repair 10-60|Wi-Fi Setup 15-45|CCTV Installation 120-280|Data Recovery 40-200|Screen Replacement 25-120|IT Support 90-250',
      p: 'Mesh Router {2 Pack,3 Pack} 45-140|Smart TV {43 inch,55 inch,65 inch} 110-420|Security Camera {1080p,2K} 15-40|External SSD {500 GB,1 TB,2 TB} 25-110|UPS {1000VA,1500VA} 35-95',
      b: 'Computer, phone and network specialists.|Repairs with genuine parts and a warranty.|Home and small-office technology set up properly.',
    },
    {
      name: 'الإلكترونيات وتقنية المعلومات',
      trade: 'للتقنية',
      q: 'في نفس اليوم|بيد خبير|عن بعد|في الموقع|احترافي|آمن',
      s: 'تصليح اللابتوب|إعداد الواي فاي|تركيب كاميرات المراقبة|استعادة البيانات|تبديل الشاشة|الدعم الفني',
      p: 'راوتر شبكي {قطعتان,3 قطع}|تلفزيون ذكي {43 بوصة,55 بوصة,65 بوصة}|كاميرا مراقبة {1080p,2K}|قرص SSD خارجي {500 جيجابايت,1 تيرابايت,2 تيرابايت}|مزود طاقة احتياطي {1000VA,1500VA}',
      b: 'متخصصون في الكمبيوتر والهواتف والشبكات.|إصلاحات بقطع أصلية مع ضمان.|إعداد سليم لتقنية المنزل والمكتب الصغير.',
    },
  ),
  category(
    'Events & Catering',
    'Events',
    {
      q: 'Wedding|Corporate|Birthday|Ramadan|Eid|Private|Garden',
      s: 'Tent Rental 250-450|Catering 150-450|Party Decoration 40-120|Arabic Coffee Service 40-100|Event Photography 80-200|Grill Station 120-300',
      p: 'Chafing Dish Set {Set of 2,Set of 4} 18-65|Folding Banquet Table {1.2 m,1.8 m} 12-30|Dallah Arabic Coffee Pot {Brass,Silver} 8-25|Helium Balloon Kit 25-50|LED Fairy Lights {10 m,20 m} 5-12',
      b: 'Weddings, majlis gatherings and corporate events.|Machboos, grills and sweets for any number of guests.|Decor, lighting and service staff included.',
    },
    {
      name: 'المناسبات والضيافة',
      trade: 'للمناسبات',
      q: 'للأعراس|للشركات|لأعياد الميلاد|لرمضان|للعيد|خاص|في الحديقة',
      s: 'تأجير الخيام|تقديم الطعام|تزيين الحفلات|تقديم القهوة العربية|تصوير المناسبات|ركن المشويات',
      p: 'طقم سخانات طعام {قطعتان,4 قطع}|طاولة ولائم قابلة للطي {1.2 م,1.8 م}|دلة قهوة عربية {نحاس,فضة}|طقم بالونات هيليوم|إضاءة زينة ليد {10 م,20 م}',
      b: 'أعراس وجلسات مجالس ومناسبات للشركات.|مجبوس ومشويات وحلويات لأي عدد من الضيوف.|الزينة والإضاءة وطاقم الخدمة مشمولة.',
    },
  ),
  category(
    'Moving & Storage',
    'Movers',
    {
      q: 'Local|Villa|Office|Careful|Weekend|Express',
      s: 'House Moving 90-450|Office Relocation 300-450|Furniture Storage 35-80|Item Delivery 8-20|Packing Service 40-120|GCC Shipping 200-450',
      p: 'Moving Boxes Kit {10 Pack,20 Pack} 5-18|Bubble Wrap Roll {20 m,50 m} 5-10|Furniture Dolly 8-20|Mattress Storage Bag {Single,King Size} 5-8|Wardrobe Moving Box 5-9',
      b: 'Packing, moving and storage across the Kingdom.|Insured moves with trained crews and closed trucks.|Climate-controlled storage units.',
    },
    {
      name: 'النقل والتخزين',
      trade: 'للنقل',
      q: 'محلي|للفلل|للمكاتب|بعناية|نهاية الأسبوع|سريع',
      s: 'نقل المنازل|نقل المكاتب|تخزين الأثاث|توصيل الأغراض|خدمة التغليف|الشحن إلى دول الخليج',
      p: 'طقم كراتين نقل {10 قطع,20 قطعة}|لفة تغليف فقاعي {20 م,50 م}|عربة نقل الأثاث|كيس تخزين المراتب {مفرد,كينج}|صندوق نقل الملابس',
      b: 'تغليف ونقل وتخزين في جميع أنحاء المملكة.|نقل مؤمن عليه بطواقم مدربة وشاحنات مغلقة.|وحدات تخزين مكيفة.',
    },
  ),
];

export const SCALE_BUSINESS_PREFIXES = [
  'Gulf',
  'Pearl',
  'Dilmun',
  'Falcon',
  'Palm',
  'Crescent',
  'Oasis',
  'Tylos',
  'Arad',
  'Al Noor',
  'Lulu',
  'Dana',
];
export const SCALE_BUSINESS_SUFFIXES = ['Services', 'Co.', 'W.L.L.', 'Solutions', 'Centre', 'Experts', 'Group'];

/** The same, one for one, in Arabic. */
export const SCALE_BUSINESS_PREFIXES_AR = [
  'الخليج',
  'اللؤلؤة',
  'دلمون',
  'الصقر',
  'النخلة',
  'الهلال',
  'الواحة',
  'تايلوس',
  'عراد',
  'النور',
  'لولو',
  'دانة',
];
/** The English suffixes as the lead word of an Arabic business name ("شركة الخليج للتبريد"). */
export const SCALE_BUSINESS_LEADS_AR = ['خدمات', 'شركة', 'مؤسسة', 'حلول', 'مركز', 'خبراء', 'مجموعة'];

/** BAHRAIN_AREAS (people-data.ts) in Arabic, in the same order. */
export const BAHRAIN_AREAS_AR = [
  'المنامة',
  'المحرق',
  'الرفاع',
  'مدينة حمد',
  'مدينة عيسى',
  'سترة',
  'البديع',
  'الجفير',
  'السيف',
  'سار',
  'جزر أمواج',
  'الزلاق',
  'العدلية',
  'توبلي',
  'الجنبية',
  'الحد',
];
