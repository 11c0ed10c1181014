import { parseListings, type ListingTemplate } from './listing-table';

// type | name | reference price range in BHD | description
export const LIFESTYLE_LISTINGS: readonly ListingTemplate[] = [
  ...parseListings(
    'beauty-wellness',
    `
    service | Home Salon Haircut | 8-25 | A professional stylist visits your home for a cut and blow-dry; ladies and children.
    service | Bridal Makeup Package | 120-350 | Bridal makeup and hair styling with a trial session and a touch-up kit.
    service | Henna Design at Home | 10-40 | Traditional and modern henna designs for Eid, weddings and parties.
    service | Relaxing Home Massage | 20-45 | 60-minute Swedish or deep-tissue massage by a licensed therapist.
    service | Manicure & Pedicure | 10-25 | Classic or gel manicure and pedicure with hand and foot massage.
    service | Personal Training Session | 12-30 | One-to-one fitness session at home, in your building gym or on the beach.
    item | Oud Perfume Oil 12 ml | 15-90 | Concentrated Cambodian oud oil, alcohol-free.
    item | Professional Hair Dryer 2200W | 15-40 | Ionic hair dryer with diffuser and concentrator nozzles.
    item | Bakhoor Gift Box | 10-35 | Assorted bakhoor with an electric burner, gift wrapped.
    item | Skincare Gift Set | 18-45 | Cleanser, toner, serum and SPF 50 moisturiser made for hot climates.
    item | Yoga Mat & Blocks Set | 8-18 | 6 mm non-slip mat with two foam blocks and a strap.
    `,
  ),
  ...parseListings(
    'automotive',
    `
    service | Car Wash at Home | 5-12 | Exterior hand wash and interior vacuum at your parking, using little water.
    service | Full Car Detailing | 35-90 | Clay bar, machine polish, interior steam clean and ceramic spray coating.
    service | Car Battery Replacement on Site | 25-60 | Battery test and replacement at your location; the old battery is recycled.
    service | Oil Change Service | 12-30 | Synthetic oil and filter change with a 20-point inspection.
    service | Car AC Regas & Service | 12-30 | Leak check, vacuum and refrigerant refill for car air conditioning.
    service | Pre-Purchase Car Inspection | 20-45 | 150-point inspection of a used car before you buy, with a written report.
    service | Tyre Fitting & Balancing | 8-20 | Fitting and balancing of four tyres, with an alignment check.
    item | Car Battery 70Ah | 28-55 | Maintenance-free battery rated for high ambient temperatures.
    item | Windshield Sun Shade | 5-10 | Reflective foldable sun shade that keeps the cabin cooler.
    item | Full HD Dash Camera | 25-60 | Front dash cam with night vision, G-sensor and a 64 GB card.
    item | All-Terrain Tyre 265/65 R17 | 35-75 | SUV tyre made for hot asphalt and sand tracks.
    item | Car Vacuum Cleaner 12V | 6-15 | Handheld vacuum that plugs into the car's 12 V socket.
    `,
  ),
  ...parseListings(
    'it-electronics',
    `
    service | Laptop Repair & Diagnostics | 10-60 | Screen, keyboard, battery and motherboard repairs, with a free diagnosis.
    service | Home Wi-Fi Setup | 15-45 | Router and mesh setup with a coverage survey for villas and flats.
    service | CCTV Camera Installation | 120-280 | Four-camera HD system with mobile viewing and 30 days of recording.
    service | Data Recovery | 40-200 | Recovery of files from failed hard drives, SSDs and memory cards.
    service | Smartphone Screen Replacement | 25-120 | Same-day screen replacement for iPhone and Samsung models.
    service | Office IT Support (Monthly) | 90-250 | Remote and on-site support for small offices of up to 10 users.
    item | Wi-Fi 6 Mesh Router (3 Pack) | 60-140 | Whole-home mesh covering up to 500 m² at 1.5 Gbps.
    item | 4K Smart TV 55 inch | 160-320 | UHD smart TV with HDR and built-in streaming apps.
    item | Wireless Security Camera | 15-40 | 1080p indoor and outdoor camera with night vision and cloud recording.
    item | External SSD 1 TB | 30-70 | Portable USB-C solid state drive, up to 1,000 MB/s.
    item | UPS 1500VA | 45-95 | Line-interactive UPS that keeps routers and PCs running through power cuts.
    item | Laptop 15.6 inch Core i5 | 220-420 | 16 GB RAM, 512 GB SSD and a Full HD screen, with an Arabic-English keyboard.
    `,
  ),
  ...parseListings(
    'events-catering',
    `
    service | Majlis Tent Rental & Setup | 250-450 | Air-conditioned tent with carpets, majlis seating and lighting for up to 100 guests.
    service | Buffet Catering for 50 Guests | 250-450 | Machboos, grills, salads and desserts served buffet style, with staff.
    service | Birthday Party Decoration | 40-120 | Balloon arch, backdrop and table styling in the theme of your choice.
    service | Arabic Coffee & Dates Service | 40-100 | Uniformed servers pouring gahwa with dates for receptions and gatherings.
    service | Event Photography (4 Hours) | 80-200 | Professional photographer; the edited gallery is delivered within a week.
    service | Live Grill Station | 120-300 | Chef-manned grill with kebabs, tikka and sides for 30 guests.
    item | Chafing Dish Set (4) | 30-65 | Stainless steel buffet warmers with fuel holders.
    item | Folding Banquet Table | 15-30 | 1.8 m folding table with a white tablecloth.
    item | Dallah Arabic Coffee Pot | 8-25 | Brass-finish dallah with a thermos insert.
    item | Helium Balloon Kit | 25-50 | Disposable helium tank with 50 latex balloons and ribbon.
    item | LED Fairy Lights 20 m | 5-12 | Warm-white outdoor fairy lights for gardens and tents.
    `,
  ),
  ...parseListings(
    'moving-storage',
    `
    service | Flat Move (2 Bedrooms) | 90-180 | Packing, dismantling, transport and reassembly by a team of four with a 3-ton truck.
    service | Villa Relocation | 250-450 | Full-service villa move with packing materials, insurance and unpacking.
    service | Office Relocation | 300-450 | Weekend office moves with IT equipment handling and labelled crates.
    service | Furniture Storage (Monthly) | 35-80 | Climate-controlled 10 m³ storage unit, with pick-up from your home.
    service | Single Item Delivery | 8-20 | Delivery of one large item, such as a fridge or a sofa, anywhere in Bahrain.
    service | Export Packing & Shipping to GCC | 200-450 | Sea-worthy packing and door-to-door shipping to Saudi Arabia, the UAE, Kuwait and Qatar.
    item | Moving Boxes Kit (20) | 8-18 | Double-wall cartons in three sizes, with tape and markers.
    item | Bubble Wrap Roll 50 m | 5-10 | Large-bubble wrap for fragile items.
    item | Furniture Dolly | 8-20 | Four-wheel platform dolly rated for 250 kg.
    item | Mattress Storage Bag | 5-8 | Heavy-duty plastic cover for king-size mattresses.
    item | Wardrobe Moving Box | 5-9 | Tall carton with a hanging rail for clothes.
    `,
  ),
];
