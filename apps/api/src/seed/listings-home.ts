import { parseListings, type ListingTemplate } from './listing-table';

// type | name | reference price range in BHD | description
//   ar | Arabic name | Arabic description (none for the English-only listings of catalog-categories.ts)
export const HOME_LISTINGS: readonly ListingTemplate[] = [
  ...parseListings(
    'air-conditioning',
    `
    service | AC Preventive Maintenance Visit | 8-15 | Filter wash, coil cleaning, gas pressure check and drain flush for one split unit; recommended every three months in summer.
      ar | زيارة صيانة وقائية للمكيف | غسيل الفلتر وتنظيف الكويل وفحص ضغط الغاز وتنظيف خط التصريف لوحدة سبليت واحدة، وننصح بها كل ثلاثة أشهر خلال الصيف.
    service | AC Gas Refill (R410A) | 15-35 | Leak test and refrigerant top-up for split and window units, with a pressure report after the job.
      ar | تعبئة غاز المكيف (R410A) | فحص التسريب وتعبئة غاز التبريد للمكيفات السبليت والشباك، مع تقرير بقراءة الضغط بعد الانتهاء من العمل.
    service | Split AC Installation | 35-60 | Mounting, copper piping up to 3 m, drain line and commissioning of a new split unit.
      ar | تركيب مكيف سبليت | تثبيت الوحدة وتمديد أنابيب النحاس حتى 3 m وتوصيل خط التصريف وتشغيل المكيف الجديد.
    service | Central AC Duct Cleaning | 80-220 | Negative-pressure cleaning of supply and return ducts with anti-bacterial fogging, for villas and flats.
      ar | تنظيف دكتات التكييف المركزي | تنظيف دكتات التغذية والراجع بتقنية الضغط السالب مع التعقيم برذاذ مضاد للبكتيريا، للفلل والشقق.
    service | AC Compressor Replacement | 90-180 | Diagnosis and replacement of failed compressors on split, window and package units, with a 6-month labour warranty.
      ar | تبديل كمبروسر المكيف | فحص الكمبروسر المعطل واستبداله في المكيفات السبليت والشباك والوحدات المجمعة (باكج)، مع ضمان على العمل لمدة 6 أشهر.
    service | Emergency AC Repair | 15-40 | Same-day callout for units that blow warm air, leak water or trip the breaker, including summer weekends.
      ar | إصلاح طارئ للمكيفات | زيارة في نفس اليوم للمكيف الذي لا يبرد أو يسرب الماء أو يفصل القاطع، حتى في عطلات نهاية الأسبوع خلال الصيف.
    service | Annual AC Maintenance Contract | 120-300 | Four scheduled service visits a year for up to five units, with priority callouts.
      ar | عقد صيانة سنوي للمكيفات | أربع زيارات صيانة مجدولة في السنة لما يصل إلى خمس وحدات، مع أولوية الاستجابة للأعطال.
    item | Split Air-Conditioning Unit 1.5 Ton | 140-260 | Inverter split unit, 18,000 BTU, R410A, cools a 20 m² bedroom; T3 compressor rated for 52 °C.
      ar | مكيف سبليت 1.5 طن | مكيف سبليت إنفرتر بقدرة 18,000 BTU يعمل بغاز R410A، يكفي غرفة نوم مساحتها 20 m²، بكمبروسر T3 يتحمل حرارة حتى 52 °C.
    item | Split Air-Conditioning Unit 2 Ton | 190-330 | Inverter split unit, 24,000 BTU, for living rooms up to 30 m², with Wi-Fi control.
      ar | مكيف سبليت 2 طن | مكيف سبليت إنفرتر بقدرة 24,000 BTU لغرف المعيشة حتى 30 m²، مع التحكم عبر Wi-Fi.
    item | Window Air-Conditioner 1.5 Ton | 110-180 | Tropical-rated rotary window unit, 18,000 BTU, for rooms with an existing wall opening.
      ar | مكيف شباك 1.5 طن | مكيف شباك بكمبروسر روتاري مصمم للأجواء الحارة، بقدرة 18,000 BTU، للغرف التي فيها فتحة جدار جاهزة.
    item | Portable Air Conditioner 12,000 BTU | 120-200 | Mobile unit with window kit and dehumidifier mode; no installation needed.
      ar | مكيف متنقل 12,000 BTU | مكيف متنقل مع طقم توصيل بالنافذة ووضع لإزالة الرطوبة، ولا يحتاج إلى تركيب.
    item | Universal AC Remote Control | 5-9 | Pre-coded for Gree, Midea, LG, Samsung, Daikin and other common air-conditioner brands.
      ar | ريموت كنترول عالمي للمكيفات | جاهز للعمل دون برمجة مع مكيفات Gree و Midea و LG و Samsung و Daikin وغيرها من الماركات الشائعة.
    item | AC Copper Pipe Kit 3 m | 12-22 | Insulated 1/4" and 1/2" copper pair with flare nuts for split AC installations.
    `,
  ),
  ...parseListings(
    'plumbing',
    `
    service | Emergency Plumbing Repair | 15-45 | 24/7 callout for burst pipes, overflowing tanks and major leaks anywhere in Bahrain, usually within two hours.
      ar | إصلاح سباكة طارئ | خدمة على مدار الساعة لانفجار الأنابيب وفيضان الخزانات والتسربات الكبيرة في أي مكان بالبحرين، ونصلك عادة خلال ساعتين.
    service | Blocked Drain Clearing | 10-30 | Kitchen, bathroom and floor drains cleared with a spring machine and high-pressure jetting.
      ar | تسليك المجاري المسدودة | تسليك مجاري المطبخ والحمام ومصارف الأرضيات بماكينة السلك الزنبركي والدفع بالماء عالي الضغط.
    service | Water Heater Installation | 15-35 | Removal of the old geyser and installation of the new one with safety valve and pressure test.
      ar | تركيب سخان ماء | فك السخان القديم وتركيب الجديد مع صمام الأمان واختبار الضغط.
    service | Water Tank Cleaning & Disinfection | 25-60 | Roof and ground tanks drained, scrubbed and disinfected with chlorine, sediment removed.
      ar | تنظيف وتعقيم خزانات المياه | تفريغ الخزانات العلوية والأرضية وتنظيفها وتعقيمها بالكلور وإزالة الرواسب منها.
    service | Leak Detection Service | 30-80 | Thermal camera and acoustic detection of hidden leaks behind walls and under floors.
      ar | كشف تسربات المياه | كشف التسربات المخفية خلف الجدران وتحت الأرضيات بالكاميرا الحرارية وأجهزة الكشف الصوتي.
    service | Bathroom Fixture Installation | 12-40 | Fitting of basins, WCs, mixers and shower sets, including silicone sealing.
      ar | تركيب الأدوات الصحية | تركيب المغاسل والمراحيض والخلاطات وأطقم الدش، مع العزل بالسيليكون.
    service | Water Pump Repair | 15-45 | Diagnosis and repair of booster and transfer pumps, pressure switches and non-return valves.
      ar | إصلاح مضخات المياه | فحص وإصلاح مضخات رفع الضغط ومضخات النقل ومفاتيح الضغط وصمامات عدم الرجوع.
    item | Electric Water Heater 50 Litre | 45-85 | Vertical storage geyser with enamelled tank, adjustable thermostat and safety valve.
      ar | سخان ماء كهربائي 50 لتر | سخان عمودي بخزان مطلي بالمينا وثرموستات قابل للضبط وصمام أمان.
    item | Booster Water Pump 1 HP | 55-110 | Automatic pressure pump for villas and flats, with pressure tank and dry-run protection.
      ar | مضخة رفع ضغط المياه 1 HP | مضخة ضغط أوتوماتيكية للفلل والشقق، مع خزان ضغط وحماية من التشغيل دون ماء.
    item | Kitchen Mixer Tap | 12-35 | Chrome single-lever mixer with pull-out spray and ceramic cartridge.
      ar | خلاط مطبخ | خلاط كروم بذراع واحدة مع رشاش قابل للسحب وخرطوشة سيراميك.
    item | Shower Set with Rain Head | 35-90 | Thermostatic shower column with a 25 cm rain head and hand shower.
      ar | طقم دش مع رأس مطري | عمود دش بخلاط ثرموستاتي ورأس مطري قطره 25 cm ودش يدوي.
    item | Under-Sink Water Filter 3-Stage | 18-45 | Sediment, carbon and KDF cartridges that take the taste of chlorine out of tap water.
    `,
  ),
  ...parseListings(
    'electrical',
    `
    service | Electrical Fault Finding | 10-25 | A licensed electrician traces tripping breakers, dead sockets and flickering lights.
      ar | كشف الأعطال الكهربائية | كهربائي مرخص يحدد سبب فصل القواطع وتعطل المقابس وتذبذب الإضاءة.
    service | Distribution Board Upgrade | 60-180 | Old distribution boards replaced with new MCBs and RCD protection to EWA standards.
      ar | تحديث لوحة التوزيع الكهربائية | استبدال لوحات التوزيع القديمة بقواطع MCB جديدة وحماية RCD وفق معايير EWA.
    service | Light Fitting Installation | 5-20 | Installation of ceiling lights, chandeliers, spotlights and outdoor fittings.
      ar | تركيب الإنارة | تركيب الإضاءة السقفية والثريات والسبوت لايت والإنارة الخارجية.
    service | Socket & Switch Replacement | 5-15 | Replacement of damaged or scorched sockets, switches and isolators.
      ar | تبديل المقابس والمفاتيح | استبدال المقابس والمفاتيح ومفاتيح الفصل التالفة أو المحترقة.
    service | EV Charger Installation | 90-200 | Wall-box charger on a dedicated circuit with isolator, after a load check of the supply.
      ar | تركيب شاحن سيارة كهربائية | تركيب شاحن جداري على خط مستقل مع مفتاح فصل، بعد فحص قدرة التغذية الكهربائية.
    service | Villa Rewiring | 350-450 | Full or partial rewiring of older villas with new conduits, cabling and earthing.
      ar | تجديد تمديدات الكهرباء للفلل | تجديد كلي أو جزئي لتمديدات الكهرباء في الفلل القديمة بمواسير وكابلات وتأريض جديد.
    item | LED Panel Light 60x60 | 6-14 | 40 W flush ceiling panel, 4000 K neutral white, for offices and majlis rooms.
      ar | لوح إضاءة LED مقاس 60x60 | لوح سقفي غاطس بقدرة 40 W وإضاءة بيضاء محايدة 4000 K، للمكاتب والمجالس.
    item | Smart Wi-Fi Wall Switch | 8-18 | Touch switch with app and voice control; fits standard UK back boxes.
      ar | مفتاح جداري ذكي Wi-Fi | مفتاح باللمس يعمل عبر التطبيق والأوامر الصوتية، ويناسب العلب البريطانية القياسية.
    item | Outdoor LED Flood Light 100W | 12-30 | IP65 floodlight for gardens, car parks and facades.
      ar | كشاف LED خارجي 100W | كشاف بمعيار حماية IP65 للحدائق ومواقف السيارات والواجهات.
    item | Voltage Stabiliser 5 kVA | 45-95 | Automatic voltage regulator that protects air conditioners and appliances from surges.
      ar | منظم جهد كهربائي 5 kVA | منظم جهد أوتوماتيكي يحمي المكيفات والأجهزة المنزلية من تذبذب التيار.
    item | Extension Cable Reel 25 m | 9-20 | Heavy-duty 13 A reel with four sockets and thermal cut-out.
    item | Ceiling Fan 56 inch | 25-60 | Five-blade ceiling fan with remote control and reversible motor.
      ar | مروحة سقف 56 بوصة | مروحة سقف بخمس شفرات مع ريموت كنترول ومحرك يدور في الاتجاهين.
    `,
  ),
  ...parseListings(
    'home-maintenance',
    `
    service | Handyman Visit (2 Hours) | 10-20 | Curtain rods, shelves, TV mounting, door adjustments and small repairs in one visit.
      ar | زيارة فني صيانة عامة (ساعتان) | تركيب حوامل الستائر والرفوف وتعليق التلفزيون وضبط الأبواب والإصلاحات البسيطة في زيارة واحدة.
    service | Interior Painting per Room | 35-90 | Two coats of washable emulsion, crack filling and full furniture protection.
      ar | دهان داخلي للغرفة الواحدة | وجهان من الدهان البلاستيكي القابل للغسل، مع معالجة الشقوق وتغطية الأثاث بالكامل.
    service | Roof Waterproofing | 150-450 | Bitumen membrane or cementitious coating for flat roofs, with a 5-year warranty.
      ar | عزل الأسطح ضد الماء | عزل الأسطح المستوية بلفائف البيتومين أو بطبقة أسمنتية، مع ضمان لمدة 5 سنوات.
    service | Door & Lock Repair | 8-25 | Realignment, hinge and lock replacement for wooden and aluminium doors.
      ar | إصلاح الأبواب والأقفال | ضبط الأبواب الخشبية والألمنيوم وتبديل المفصلات والأقفال.
    service | Gypsum Ceiling & Partition Work | 80-300 | False ceilings, cornices and partition walls, built and finished ready to paint.
      ar | أسقف وقواطع الجبس | أسقف مستعارة وكرانيش وجدران فاصلة، منفذة ومشطبة وجاهزة للدهان.
    service | Tile & Grout Repair | 15-60 | Cracked tiles replaced and bathrooms or kitchens regrouted.
      ar | إصلاح البلاط والترويب | استبدال البلاط المكسور وإعادة ترويب الحمامات والمطابخ.
    service | Furniture Assembly | 8-30 | Assembly of beds, wardrobes and flat-pack furniture from any store.
      ar | تركيب الأثاث | تركيب غرف النوم وخزائن الملابس والأثاث الجاهز للتجميع من أي متجر.
    item | Interior Wall Paint 18 L | 14-30 | Washable matt emulsion, low odour, available in 40 popular colours.
      ar | دهان جدران داخلي 18 L | دهان بلاستيكي مطفي قابل للغسل وقليل الرائحة، متوفر في 40 لونا من الألوان الرائجة.
    item | Cordless Drill Set 18V | 25-60 | Drill driver with two batteries, charger and a 50-piece bit set.
      ar | طقم دريل لاسلكي 18V | دريل ومفك مع بطاريتين وشاحن وطقم لقم من 50 قطعة.
    item | Mortise Door Lock Set | 8-22 | Stainless steel lever handles with a mortise lock and three keys.
      ar | طقم قفل باب غاطس | مقابض من الستانلس ستيل مع قفل غاطس وثلاثة مفاتيح.
    item | Aluminium Ladder 6 Steps | 15-35 | Foldable household ladder with anti-slip feet and a tool tray.
      ar | سلم ألمنيوم 6 درجات | سلم منزلي قابل للطي بأرجل مانعة للانزلاق وصينية للأدوات.
    item | Waterproofing Membrane Roll | 20-45 | 10 m² self-adhesive bitumen roll for roofs and wet areas.
      ar | لفة عزل مائي | لفة بيتومين ذاتية اللصق تغطي 10 m²، للأسطح والأماكن المعرضة للرطوبة.
    `,
  ),
  ...parseListings(
    'cleaning',
    `
    service | Deep Home Cleaning | 35-90 | Top-to-bottom cleaning of kitchen, bathrooms, floors and windows by a team of three.
      ar | تنظيف عميق للمنزل | تنظيف شامل للمطبخ والحمامات والأرضيات والنوافذ من السقف إلى الأرض، بفريق من ثلاثة عمال.
    service | Sofa & Carpet Shampooing | 15-50 | Hot-water extraction for sofas, carpets and majlis cushions, dry within hours.
      ar | غسيل الكنب والسجاد بالشامبو | تنظيف الكنب والسجاد ومساند المجالس بالماء الحار والشفط، وتجف خلال ساعات.
    service | Move-In / Move-Out Cleaning | 40-110 | Empty-flat cleaning including cupboards, appliances and balconies.
      ar | تنظيف قبل السكن أو بعد الإخلاء | تنظيف الشقة وهي فارغة، بما في ذلك الخزائن والأجهزة والبلكونات.
    service | Housekeeping Visit (4 Hours) | 12-20 | Trained cleaners who bring their own materials, booked for a four-hour visit.
      ar | زيارة تنظيف منزلي (4 ساعات) | فريق تنظيف مدرب يحضر معه مواد التنظيف، لزيارة مدتها أربع ساعات.
    service | Window & Facade Cleaning | 30-120 | High-reach window cleaning for villas and low-rise buildings.
      ar | تنظيف النوافذ والواجهات | تنظيف النوافذ المرتفعة والواجهات للفلل والمباني قليلة الطوابق.
    service | Kitchen Degreasing | 20-45 | Degreasing of hoods, tiles, cabinets and ovens after heavy cooking.
      ar | إزالة الدهون من المطبخ | إزالة الدهون المتراكمة عن الشفاطات والبلاط والخزائن والأفران بعد كثرة الطبخ.
    service | Office Cleaning Contract | 150-400 | Daily or weekly office cleaning with a monthly deep clean.
      ar | عقد تنظيف مكاتب | تنظيف يومي أو أسبوعي للمكاتب مع تنظيف عميق كل شهر.
    item | Steam Mop Pro | 25-55 | 1500 W steam mop that sanitises tiles and marble without chemicals.
      ar | ممسحة بخار Pro | ممسحة بخار بقدرة 1500 W تعقم البلاط والرخام دون مواد كيميائية.
    item | Cleaning Supplies Bundle | 6-15 | Multi-surface cleaner, degreaser, glass cleaner, microfibre cloths and gloves.
      ar | باقة مستلزمات التنظيف | منظف متعدد الأسطح ومزيل للدهون ومنظف زجاج وفوط مايكروفايبر وقفازات.
    item | Cordless Vacuum Cleaner | 45-120 | Lightweight stick vacuum with a 40-minute battery and HEPA filter.
      ar | مكنسة كهربائية لاسلكية | مكنسة عمودية خفيفة ببطارية تدوم 40 دقيقة وفلتر HEPA.
    item | Carpet Shampoo 5 L | 6-12 | Low-foam concentrate for carpet cleaning machines.
      ar | شامبو سجاد 5 L | سائل مركز قليل الرغوة لماكينات تنظيف السجاد.
    item | Microfibre Cloth Pack (24) | 5-9 | Lint-free cloths for glass, stainless steel and dusting.
    `,
  ),
  ...parseListings(
    'pest-control',
    `
    service | General Pest Control Treatment | 15-40 | Gel and spray treatment against cockroaches and ants, safe for children and pets.
      ar | مكافحة الحشرات المنزلية | معالجة بالجل والرش ضد الصراصير والنمل، آمنة على الأطفال والحيوانات الأليفة.
    service | Termite Inspection & Treatment | 80-250 | Inspection and soil injection against subterranean termites, with a 1-year warranty.
      ar | فحص ومكافحة النمل الأبيض | فحص وحقن التربة ضد النمل الأبيض الأرضي، مع ضمان لمدة سنة.
    `,
  ),
];
