import { parseListings, type ListingTemplate } from './listing-table';

// type | name | reference price range in BHD | description
//   ar | Arabic name | Arabic description (none for the English-only listings of catalog-categories.ts)
export const LIFESTYLE_LISTINGS: readonly ListingTemplate[] = [
  ...parseListings(
    'beauty-wellness',
    `
    service | Home Salon Haircut | 8-25 | A professional stylist visits your home for a cut and blow-dry; ladies and children.
      ar | قص الشعر في المنزل | مصففة محترفة تزورك في المنزل للقص والتصفيف بالسشوار، للسيدات والأطفال.
    service | Bridal Makeup Package | 120-350 | Bridal makeup and hair styling with a trial session and a touch-up kit.
      ar | باقة مكياج العروس | مكياج وتسريحة شعر للعروس مع جلسة تجريبية وطقم للمسات التجميل خلال الحفل.
    service | Henna Design at Home | 10-40 | Traditional and modern henna designs for Eid, weddings and parties.
      ar | نقش الحناء في المنزل | نقوش حناء تقليدية وعصرية للعيد والأعراس والحفلات.
    service | Relaxing Home Massage | 20-45 | 60-minute Swedish or deep-tissue massage by a licensed therapist.
      ar | مساج استرخاء في المنزل | جلسة مساج سويدي أو مساج للأنسجة العميقة لمدة 60 دقيقة على يد معالج مرخص.
    service | Manicure & Pedicure | 10-25 | Classic or gel manicure and pedicure with hand and foot massage.
      ar | مناكير وباديكير | مناكير وباديكير عادي أو جل مع تدليك لليدين والقدمين.
    service | Personal Training Session | 12-30 | One-to-one fitness session at home, in your building gym or on the beach.
      ar | جلسة تدريب شخصي | حصة لياقة بدنية فردية في منزلك أو في نادي البناية أو على الشاطئ.
    item | Oud Perfume Oil 12 ml | 15-90 | Concentrated Cambodian oud oil, alcohol-free.
      ar | دهن عود 12 ml | دهن عود كمبودي مركز وخال من الكحول.
    item | Professional Hair Dryer 2200W | 15-40 | Ionic hair dryer with diffuser and concentrator nozzles.
      ar | سشوار احترافي 2200W | مجفف شعر بتقنية الأيونات مع فوهة لتوزيع الهواء وفوهة مركزة.
    item | Bakhoor Gift Box | 10-35 | Assorted bakhoor with an electric burner, gift wrapped.
      ar | علبة بخور هدية | تشكيلة من البخور مع مبخرة كهربائية، مغلفة للإهداء.
    item | Skincare Gift Set | 18-45 | Cleanser, toner, serum and SPF 50 moisturiser made for hot climates.
      ar | طقم هدية للعناية بالبشرة | غسول وتونر وسيروم ومرطب بعامل حماية SPF 50، مصممة للأجواء الحارة.
    item | Yoga Mat & Blocks Set | 8-18 | 6 mm non-slip mat with two foam blocks and a strap.
    `,
  ),
  ...parseListings(
    'automotive',
    `
    service | Car Wash at Home | 5-12 | Exterior hand wash and interior vacuum at your parking, using little water.
      ar | غسيل السيارة في المنزل | غسيل خارجي يدوي وتنظيف داخلي بالمكنسة في موقف سيارتك، باستهلاك قليل للماء.
    service | Full Car Detailing | 35-90 | Clay bar, machine polish, interior steam clean and ceramic spray coating.
      ar | تلميع وتنظيف شامل للسيارة | كلاي بار وتلميع بالماكينة وتنظيف داخلي بالبخار ورش طبقة حماية سيراميك.
    service | Car Battery Replacement on Site | 25-60 | Battery test and replacement at your location; the old battery is recycled.
      ar | تبديل بطارية السيارة في موقعك | فحص البطارية واستبدالها في موقعك، مع إعادة تدوير البطارية القديمة.
    service | Oil Change Service | 12-30 | Synthetic oil and filter change with a 20-point inspection.
      ar | تغيير الزيت | تغيير الزيت الصناعي والفلتر مع فحص من 20 نقطة.
    service | Car AC Regas & Service | 12-30 | Leak check, vacuum and refrigerant refill for car air conditioning.
      ar | تعبئة غاز مكيف السيارة وصيانته | فحص التسريب وتفريغ الدائرة وتعبئة غاز التبريد لمكيف السيارة.
    service | Pre-Purchase Car Inspection | 20-45 | 150-point inspection of a used car before you buy, with a written report.
      ar | فحص السيارة قبل الشراء | فحص من 150 نقطة للسيارة المستعملة قبل أن تشتريها، مع تقرير مكتوب.
    service | Tyre Fitting & Balancing | 8-20 | Fitting and balancing of four tyres, with an alignment check.
      ar | تركيب الإطارات وترصيصها | تركيب وترصيص أربعة إطارات مع فحص الميزانية (ضبط زوايا العجلات).
    item | Car Battery 70Ah | 28-55 | Maintenance-free battery rated for high ambient temperatures.
      ar | بطارية سيارة 70Ah | بطارية لا تحتاج إلى صيانة، مصممة لتحمل درجات الحرارة المرتفعة.
    item | Windshield Sun Shade | 5-10 | Reflective foldable sun shade that keeps the cabin cooler.
      ar | واقي شمس للزجاج الأمامي | عاكس شمس قابل للطي يحافظ على برودة مقصورة السيارة.
    item | Full HD Dash Camera | 25-60 | Front dash cam with night vision, G-sensor and a 64 GB card.
      ar | كاميرا سيارة Full HD | كاميرا أمامية للسيارة برؤية ليلية وحساس صدمات G-sensor مع بطاقة ذاكرة 64 GB.
    item | All-Terrain Tyre 265/65 R17 | 35-75 | SUV tyre made for hot asphalt and sand tracks.
      ar | إطار لجميع الطرق 265/65 R17 | إطار لسيارات الدفع الرباعي مصمم للأسفلت الحار والطرق الرملية.
    item | Car Vacuum Cleaner 12V | 6-15 | Handheld vacuum that plugs into the car's 12 V socket.
      ar | مكنسة سيارة 12V | مكنسة يدوية تعمل من مقبس 12 V في السيارة.
    `,
  ),
  ...parseListings(
    'it-electronics',
    `
    service | Laptop Repair & Diagnostics | 10-60 | Screen, keyboard, battery and motherboard repairs, with a free diagnosis.
      ar | إصلاح وفحص اللابتوب | إصلاح الشاشة ولوحة المفاتيح والبطارية واللوحة الأم، مع فحص مجاني.
    service | Home Wi-Fi Setup | 15-45 | Router and mesh setup with a coverage survey for villas and flats.
      ar | تجهيز شبكة Wi-Fi المنزلية | تركيب الراوتر وشبكة Mesh بعد قياس التغطية في الفلل والشقق.
    service | CCTV Camera Installation | 120-280 | Four-camera HD system with mobile viewing and 30 days of recording.
      ar | تركيب كاميرات مراقبة | نظام من أربع كاميرات HD مع المشاهدة عبر الجوال وحفظ التسجيلات لمدة شهر.
    service | Data Recovery | 40-200 | Recovery of files from failed hard drives, SSDs and memory cards.
      ar | استعادة البيانات | استرجاع الملفات من الأقراص الصلبة وأقراص SSD وبطاقات الذاكرة المعطلة.
    service | Smartphone Screen Replacement | 25-120 | Same-day screen replacement for iPhone and Samsung models.
      ar | تبديل شاشة الهاتف الذكي | تبديل الشاشة في نفس اليوم لأجهزة iPhone و Samsung.
    service | Office IT Support (Monthly) | 90-250 | Remote and on-site support for small offices of up to 10 users.
      ar | دعم تقني للمكاتب (شهري) | دعم عن بعد وفي الموقع للمكاتب الصغيرة حتى 10 مستخدمين.
    item | Wi-Fi 6 Mesh Router (3 Pack) | 60-140 | Whole-home mesh covering up to 500 m² at 1.5 Gbps.
      ar | راوتر Mesh بتقنية Wi-Fi 6 (3 قطع) | شبكة Mesh تغطي المنزل بالكامل حتى 500 m² بسرعة 1.5 Gbps.
    item | 4K Smart TV 55 inch | 160-320 | UHD smart TV with HDR and built-in streaming apps.
      ar | تلفزيون ذكي 4K مقاس 55 بوصة | تلفزيون ذكي بدقة UHD يدعم HDR مع تطبيقات بث مدمجة.
    item | Wireless Security Camera | 15-40 | 1080p indoor and outdoor camera with night vision and cloud recording.
      ar | كاميرا مراقبة لاسلكية | كاميرا 1080p للاستخدام الداخلي والخارجي برؤية ليلية وتسجيل سحابي.
    item | External SSD 1 TB | 30-70 | Portable USB-C solid state drive, up to 1,000 MB/s.
    item | UPS 1500VA | 45-95 | Line-interactive UPS that keeps routers and PCs running through power cuts.
      ar | جهاز UPS بقدرة 1500VA | مزود طاقة احتياطي يبقي الراوتر وأجهزة الكمبيوتر تعمل عند انقطاع الكهرباء.
    item | Laptop 15.6 inch Core i5 | 220-420 | 16 GB RAM, 512 GB SSD and a Full HD screen, with an Arabic-English keyboard.
      ar | لابتوب 15.6 بوصة Core i5 | ذاكرة RAM سعة 16 GB وقرص SSD سعة 512 GB وشاشة Full HD، مع لوحة مفاتيح عربي وإنجليزي.
    `,
  ),
  ...parseListings(
    'events-catering',
    `
    service | Majlis Tent Rental & Setup | 250-450 | Air-conditioned tent with carpets, majlis seating and lighting for up to 100 guests.
      ar | تأجير وتجهيز خيمة مجلس | خيمة مكيفة مع سجاد وجلسات عربية وإضاءة، تتسع لما يصل إلى 100 ضيف.
    service | Buffet Catering for 50 Guests | 250-450 | Machboos, grills, salads and desserts served buffet style, with staff.
      ar | بوفيه ضيافة لـ 50 ضيفا | مجبوس ومشاوي وسلطات وحلويات تقدم على شكل بوفيه، مع طاقم الخدمة.
    service | Birthday Party Decoration | 40-120 | Balloon arch, backdrop and table styling in the theme of your choice.
      ar | تزيين حفلات أعياد الميلاد | قوس بالونات وخلفية للتصوير وتنسيق الطاولات حسب الثيم الذي تختاره.
    service | Arabic Coffee & Dates Service | 40-100 | Uniformed servers pouring gahwa with dates for receptions and gatherings.
      ar | خدمة القهوة العربية والتمر | مقهوجية بزي موحد يقدمون القهوة العربية مع التمر في الاستقبالات والمناسبات.
    service | Event Photography (4 Hours) | 80-200 | Professional photographer; the edited gallery is delivered within a week.
      ar | تصوير المناسبات (4 ساعات) | مصور محترف، وتسلم الصور بعد تعديلها خلال أسبوع.
    service | Live Grill Station | 120-300 | Chef-manned grill with kebabs, tikka and sides for 30 guests.
    item | Chafing Dish Set (4) | 30-65 | Stainless steel buffet warmers with fuel holders.
      ar | طقم سخانات بوفيه (4 قطع) | سخانات طعام من الستانلس ستيل مع حوامل للوقود.
    item | Folding Banquet Table | 15-30 | 1.8 m folding table with a white tablecloth.
      ar | طاولة ضيافة قابلة للطي | طاولة قابلة للطي بطول 1.8 m مع مفرش أبيض.
    item | Dallah Arabic Coffee Pot | 8-25 | Brass-finish dallah with a thermos insert.
      ar | دلة قهوة عربية | دلة بطلاء نحاسي مع ترمس داخلي يحفظ الحرارة.
    item | Helium Balloon Kit | 25-50 | Disposable helium tank with 50 latex balloons and ribbon.
      ar | طقم بالونات هيليوم | أسطوانة هيليوم للاستعمال مرة واحدة مع 50 بالونة لاتكس وشريط.
    item | LED Fairy Lights 20 m | 5-12 | Warm-white outdoor fairy lights for gardens and tents.
      ar | أضواء زينة LED بطول 20 m | أضواء زينة خارجية بلون أبيض دافئ للحدائق والخيام.
    `,
  ),
  ...parseListings(
    'moving-storage',
    `
    service | Flat Move (2 Bedrooms) | 90-180 | Packing, dismantling, transport and reassembly by a team of four with a 3-ton truck.
      ar | نقل شقة (غرفتا نوم) | تغليف وفك ونقل وإعادة تركيب بفريق من أربعة عمال وشاحنة حمولة 3 طن.
    service | Villa Relocation | 250-450 | Full-service villa move with packing materials, insurance and unpacking.
      ar | نقل أثاث الفلل | نقل متكامل للفيلا يشمل مواد التغليف والتأمين وفك التغليف في المنزل الجديد.
    service | Office Relocation | 300-450 | Weekend office moves with IT equipment handling and labelled crates.
      ar | نقل المكاتب | نقل المكاتب في عطلة نهاية الأسبوع مع عناية خاصة بالأجهزة الإلكترونية وصناديق مرقمة.
    service | Furniture Storage (Monthly) | 35-80 | Climate-controlled 10 m³ storage unit, with pick-up from your home.
      ar | تخزين الأثاث (شهري) | وحدة تخزين مكيفة سعة 10 m³، مع استلام الأثاث من منزلك.
    service | Single Item Delivery | 8-20 | Delivery of one large item, such as a fridge or a sofa, anywhere in Bahrain.
      ar | توصيل قطعة واحدة | توصيل قطعة كبيرة واحدة مثل ثلاجة أو كنبة إلى أي مكان في البحرين.
    service | Export Packing & Shipping to GCC | 200-450 | Sea-worthy packing and door-to-door shipping to Saudi Arabia, the UAE, Kuwait and Qatar.
      ar | تغليف وشحن إلى دول الخليج | تغليف مناسب للشحن البحري وشحن من الباب إلى الباب إلى السعودية والإمارات والكويت وقطر.
    item | Moving Boxes Kit (20) | 8-18 | Double-wall cartons in three sizes, with tape and markers.
      ar | طقم كراتين نقل (20 قطعة) | كراتين مزدوجة الجدار بثلاثة مقاسات مع شريط لاصق وأقلام تحديد.
    item | Bubble Wrap Roll 50 m | 5-10 | Large-bubble wrap for fragile items.
      ar | لفة نايلون فقاعات 50 m | نايلون بفقاعات كبيرة لتغليف القطع القابلة للكسر.
    item | Furniture Dolly | 8-20 | Four-wheel platform dolly rated for 250 kg.
      ar | عربة نقل أثاث | عربة بأربع عجلات تتحمل حتى 250 kg.
    item | Mattress Storage Bag | 5-8 | Heavy-duty plastic cover for king-size mattresses.
      ar | كيس حفظ المراتب | غطاء بلاستيكي متين للمراتب مقاس كينج.
    item | Wardrobe Moving Box | 5-9 | Tall carton with a hanging rail for clothes.
      ar | كرتون نقل الملابس | كرتون طويل مع عارضة لتعليق الملابس.
    `,
  ),
];
