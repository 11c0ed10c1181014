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

function category(name: string, trade: string, lists: Record<'q' | 's' | 'p' | 'b', string>): ScaleCategory {
  const blurbs = split(lists.b);
  return {
    name,
    description: blurbs[0] ?? name,
    trade,
    qualifiers: split(lists.q),
    services: priced(lists.s),
    products: priced(lists.p),
    blurbs,
  };
}

export const SCALE_CATEGORIES: readonly ScaleCategory[] = [
  category('Air Conditioning', 'Cooling', {
    q: 'Emergency|Same-Day|Annual|Premium|Express|Certified|Budget|Weekend',
    s: 'AC Repair 15-40|AC Gas Refill 15-35|Split AC Installation 35-60|Duct Cleaning 80-220|AC Maintenance 8-15|Compressor Replacement 90-180|Chiller Servicing 120-300',
    p: 'Split Air-Conditioning Unit {1 Ton,1.5 Ton,2 Ton} 140-330|Window Air-Conditioner {1 Ton,1.5 Ton} 110-180|Portable Air Conditioner {9000 BTU,12000 BTU} 110-200|AC Remote Control 5-9|Copper Pipe Kit {3 m,5 m} 12-30|Dehumidifier {20 L,30 L} 40-90',
    b: 'Cooling specialists for villas, flats and offices across Bahrain.|Units rated for 52 °C summers, installed and serviced by certified technicians.|Filters, coils and gas checked on every visit.',
  }),
  category('Plumbing', 'Plumbing', {
    q: 'Emergency|24/7|Same-Day|Professional|Affordable|Licensed|Express',
    s: 'Plumbing Repair 15-45|Leak Detection 30-80|Drain Unblocking 10-30|Water Heater Installation 15-35|Tank Cleaning 25-60|Pipe Replacement 20-90|Pump Repair 15-45',
    p: 'Electric Water Heater {30 Litre,50 Litre,80 Litre} 40-110|Booster Water Pump {0.5 HP,1 HP} 45-110|Kitchen Mixer Tap {Chrome,Matt Black} 12-35|Shower Set {Chrome,Brushed Gold} 35-90|Water Filter {3-Stage,5-Stage} 18-60',
    b: 'Plumbers on call for leaks, blockages and water heaters.|Hidden leaks found with thermal cameras before they damage walls.|Tanks drained, cleaned and disinfected.',
  }),
  category('Electrical', 'Electrical', {
    q: 'Licensed|Emergency|Safe|Smart|Professional|Same-Day',
    s: 'Electrical Fault Finding 10-25|DB Board Upgrade 60-180|Light Installation 5-20|Socket Replacement 5-15|EV Charger Installation 90-200|Rewiring 150-450',
    p: 'LED Panel Light {40W,60W} 6-14|Smart Wall Switch {1 Gang,2 Gang,3 Gang} 8-18|Flood Light {50W,100W} 12-30|Voltage Stabiliser {3 kVA,5 kVA} 35-95|Ceiling Fan {48 inch,56 inch} 25-60',
    b: 'Licensed electricians working to EWA standards.|Breakers, sockets and lighting fixed safely.|Energy-saving lighting for homes and offices.',
  }),
  category('Home Maintenance', 'Home Services', {
    q: 'Handyman|Quick|Professional|Complete|Affordable|Premium',
    s: 'Interior Painting 35-90|Roof Waterproofing 150-450|Door Repair 8-25|Gypsum Ceiling Work 80-300|Tile Repair 15-60|Furniture Assembly 8-30|Carpentry 15-80',
    p: 'Interior Wall Paint {4 L,18 L} 5-30|Cordless Drill Set {12V,18V} 20-60|Door Lock Set {Mortise,Digital} 8-90|Aluminium Ladder {4 Steps,6 Steps} 12-35|Waterproofing Membrane {10 m²,20 m²} 20-80',
    b: 'Handyman and renovation teams for villas and flats.|Painting, carpentry and waterproofing done right the first time.|Small repairs and big renovations.',
  }),
  category('Cleaning', 'Cleaning', {
    q: 'Deep|Regular|Eco-Friendly|Move-Out|Express|Weekly|Premium',
    s: 'Home Cleaning 35-90|Sofa Shampooing 15-50|Carpet Cleaning 15-50|Window Cleaning 30-120|Kitchen Degreasing 20-45|Office Cleaning 150-400',
    p: 'Steam Mop {Pro,Compact} 25-55|Cordless Vacuum Cleaner {Lite,Max} 45-120|Cleaning Supplies Bundle 6-15|Carpet Shampoo {1 L,5 L} 5-12|Microfibre Cloths {12 Pack,24 Pack} 5-9',
    b: 'Trained and insured cleaning crews.|Eco-friendly products that are safe for children and pets.|Flats, villas and offices left spotless.',
  }),
  category('Beauty & Wellness', 'Beauty', {
    q: 'Home|Luxury|Bridal|Relaxing|Express|Signature',
    s: 'Haircut 8-25|Makeup 25-350|Henna Design 10-40|Massage 20-45|Manicure & Pedicure 10-25|Facial 15-40|Personal Training 12-30',
    p: 'Oud Perfume Oil {6 ml,12 ml} 15-90|Hair Dryer {1800W,2200W} 15-40|Bakhoor Gift Box 10-35|Skincare Gift Set 18-45|Yoga Mat {4 mm,6 mm} 8-18',
    b: 'Salon treatments in the comfort of your home.|Licensed therapists and experienced stylists.|Fragrances and care products loved in the Gulf.',
  }),
  category('Automotive', 'Auto Care', {
    q: 'Mobile|Full|Express|Premium|On-Site|Quick',
    s: 'Car Wash 5-12|Car Detailing 35-90|Battery Replacement 25-60|Oil Change 12-30|Car AC Regas 12-30|Car Inspection 20-45|Tyre Fitting 8-20',
    p: 'Car Battery {70Ah,100Ah} 28-75|Windshield Sun Shade 5-10|Dash Camera {Full HD,4K} 25-90|All-Terrain Tyre {265/65 R17,265/70 R16} 35-75|Car Vacuum Cleaner 6-15',
    b: 'Car care at your doorstep or in our workshop.|Batteries and tyres rated for desert heat.|All makes and models serviced.',
  }),
  category('IT & Electronics', 'Tech', {
    q: 'Same-Day|Expert|Remote|On-Site|Professional|Secure',
    s: 'Laptop Repair 10-60|Wi-Fi Setup 15-45|CCTV Installation 120-280|Data Recovery 40-200|Screen Replacement 25-120|IT Support 90-250',
    p: 'Mesh Router {2 Pack,3 Pack} 45-140|Smart TV {43 inch,55 inch,65 inch} 110-420|Security Camera {1080p,2K} 15-40|External SSD {500 GB,1 TB,2 TB} 25-110|UPS {1000VA,1500VA} 35-95',
    b: 'Computer, phone and network specialists.|Repairs with genuine parts and a warranty.|Home and small-office technology set up properly.',
  }),
  category('Events & Catering', 'Events', {
    q: 'Wedding|Corporate|Birthday|Ramadan|Eid|Private|Garden',
    s: 'Tent Rental 250-450|Catering 150-450|Party Decoration 40-120|Arabic Coffee Service 40-100|Event Photography 80-200|Grill Station 120-300',
    p: 'Chafing Dish Set {Set of 2,Set of 4} 18-65|Folding Banquet Table {1.2 m,1.8 m} 12-30|Dallah Arabic Coffee Pot {Brass,Silver} 8-25|Helium Balloon Kit 25-50|LED Fairy Lights {10 m,20 m} 5-12',
    b: 'Weddings, majlis gatherings and corporate events.|Machboos, grills and sweets for any number of guests.|Decor, lighting and service staff included.',
  }),
  category('Moving & Storage', 'Movers', {
    q: 'Local|Villa|Office|Careful|Weekend|Express',
    s: 'House Moving 90-450|Office Relocation 300-450|Furniture Storage 35-80|Item Delivery 8-20|Packing Service 40-120|GCC Shipping 200-450',
    p: 'Moving Boxes Kit {10 Pack,20 Pack} 5-18|Bubble Wrap Roll {20 m,50 m} 5-10|Furniture Dolly 8-20|Mattress Storage Bag {Single,King Size} 5-8|Wardrobe Moving Box 5-9',
    b: 'Packing, moving and storage across the Kingdom.|Insured moves with trained crews and closed trucks.|Climate-controlled storage units.',
  }),
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
