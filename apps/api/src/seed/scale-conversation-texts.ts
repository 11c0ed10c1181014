/**
 * What the scale seed's customers and businesses say to each other about a paid request (issue
 * 37), in English and in Arabic, one for one (the same draw picks either, by the conversation's
 * language). `{day}` and `{time}` are filled in SQL from the lists below, so a long conversation
 * does not repeat one line every few messages.
 */
export interface SaidLine {
  en: string;
  ar: string;
}

export const CUSTOMER_LINES: readonly SaidLine[] = [
  {
    en: 'Hello, I just paid for the request. When can you come?',
    ar: 'مرحبًا، دفعت قيمة الطلب للتو. متى يمكنكم الحضور؟',
  },
  { en: 'Is {day} at {time} possible for you?', ar: 'هل يناسبكم يوم {day} الساعة {time}؟' },
  {
    en: 'The building has a guard at the gate, please call me when you arrive.',
    ar: 'يوجد حارس عند بوابة المبنى، أرجو الاتصال بي عند الوصول.',
  },
  { en: 'Thank you, that works for me.', ar: 'شكرًا، هذا يناسبني.' },
  { en: 'Could you send a photo of the part before you replace it?', ar: 'هل يمكنكم إرسال صورة للقطعة قبل استبدالها؟' },
  { en: 'How long will the work take?', ar: 'كم سيستغرق العمل؟' },
  {
    en: 'I will not be home on {day}, can we move it to {time} the next day?',
    ar: 'لن أكون في البيت يوم {day}، هل يمكن نقل الموعد إلى الساعة {time} في اليوم التالي؟',
  },
  { en: 'Do I need to prepare anything before you come?', ar: 'هل أحتاج إلى تجهيز شيء قبل حضوركم؟' },
  { en: 'The noise started again this morning.', ar: 'عاد الصوت من جديد هذا الصباح.' },
  { en: 'Is the price the same as on the listing?', ar: 'هل السعر كما في الإعلان؟' },
  {
    en: 'Please use the side entrance, the main door is being painted.',
    ar: 'أرجو استخدام المدخل الجانبي، فالباب الرئيسي قيد الطلاء.',
  },
  { en: 'Great, everything works now. Thank you!', ar: 'ممتاز، كل شيء يعمل الآن. شكرًا لكم!' },
  { en: 'Can the same technician come as last time?', ar: 'هل يمكن أن يأتي الفني نفسه كالمرة السابقة؟' },
  { en: 'Running about 15 minutes late, sorry.', ar: 'سأتأخر نحو ربع ساعة، عذرًا.' },
  {
    en: 'Do you also take care of the unit in the second bedroom?',
    ar: 'هل تهتمون أيضًا بالوحدة في غرفة النوم الثانية؟',
  },
  { en: 'OK, see you on {day}.', ar: 'حسنًا، نراكم يوم {day}.' },
];

export const PROVIDER_LINES: readonly SaidLine[] = [
  {
    en: 'Thank you for your order. We can come on {day} at {time}.',
    ar: 'شكرًا لطلبكم. يمكننا الحضور يوم {day} الساعة {time}.',
  },
  { en: 'Our technician is on the way, about 20 minutes.', ar: 'الفني في الطريق، خلال عشرين دقيقة تقريبًا.' },
  { en: 'Could you share the building and flat number?', ar: 'هل يمكنكم تزويدنا برقم المبنى والشقة؟' },
  { en: 'The part is in stock, we will bring it with us.', ar: 'القطعة متوفرة لدينا، وسنحضرها معنا.' },
  { en: 'Confirmed for {day} at {time}.', ar: 'تم التأكيد ليوم {day} الساعة {time}.' },
  { en: 'The work should take about two hours.', ar: 'يستغرق العمل نحو ساعتين.' },
  { en: 'Please make sure someone is home to let us in.', ar: 'أرجو التأكد من وجود أحد في المنزل لاستقبالنا.' },
  {
    en: 'We finished, please check and let us know if anything is missing.',
    ar: 'انتهينا، أرجو التحقق وإبلاغنا إن كان هناك أي نقص.',
  },
  {
    en: 'Sorry for the delay, the traffic on the causeway was heavy.',
    ar: 'نعتذر عن التأخير، كانت الحركة مزدحمة على الجسر.',
  },
  {
    en: 'The price is as listed; extra parts are only with your approval.',
    ar: 'السعر كما في الإعلان، وأي قطع إضافية بموافقتكم فقط.',
  },
  { en: 'Yes, the same technician is free on {day}.', ar: 'نعم، الفني نفسه متاح يوم {day}.' },
  { en: 'We sent a photo of the old part, it is worn out.', ar: 'أرسلنا صورة القطعة القديمة، وهي تالفة.' },
  { en: 'No problem, we moved the visit to {time}.', ar: 'لا مشكلة، نقلنا الزيارة إلى الساعة {time}.' },
  {
    en: 'Nothing to prepare, just clear the area around the unit.',
    ar: 'لا حاجة لأي تجهيز، فقط أفسحوا المكان حول الوحدة.',
  },
  { en: 'Thank you! A review on the marketplace helps us a lot.', ar: 'شكرًا لكم! تقييمكم في المنصة يساعدنا كثيرًا.' },
  {
    en: 'We checked it again, the noise came from the outdoor fan.',
    ar: 'فحصناها مرة أخرى، الصوت كان من المروحة الخارجية.',
  },
];

export const DAYS: readonly SaidLine[] = [
  { en: 'Saturday', ar: 'السبت' },
  { en: 'Sunday', ar: 'الأحد' },
  { en: 'Monday', ar: 'الاثنين' },
  { en: 'Tuesday', ar: 'الثلاثاء' },
  { en: 'Wednesday', ar: 'الأربعاء' },
  { en: 'Thursday', ar: 'الخميس' },
];

export const TIMES: readonly SaidLine[] = [
  { en: '9 am', ar: '9 صباحًا' },
  { en: '10:30 am', ar: '10:30 صباحًا' },
  { en: 'noon', ar: '12 ظهرًا' },
  { en: '4 pm', ar: '4 عصرًا' },
  { en: '5:30 pm', ar: '5:30 مساءً' },
  { en: '7 pm', ar: '7 مساءً' },
];
