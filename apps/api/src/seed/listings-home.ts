import { parseListings, type ListingTemplate } from './listing-table';

// type | name | reference price range in BHD | description
export const HOME_LISTINGS: readonly ListingTemplate[] = [
  ...parseListings(
    'air-conditioning',
    `
    service | AC Preventive Maintenance Visit | 8-15 | Filter wash, coil cleaning, gas pressure check and drain flush for one split unit; recommended every three months in summer.
    service | AC Gas Refill (R410A) | 15-35 | Leak test and refrigerant top-up for split and window units, with a pressure report after the job.
    service | Split AC Installation | 35-60 | Mounting, copper piping up to 3 m, drain line and commissioning of a new split unit.
    service | Central AC Duct Cleaning | 80-220 | Negative-pressure cleaning of supply and return ducts with anti-bacterial fogging, for villas and flats.
    service | AC Compressor Replacement | 90-180 | Diagnosis and replacement of failed compressors on split, window and package units, with a 6-month labour warranty.
    service | Emergency AC Repair | 15-40 | Same-day callout for units that blow warm air, leak water or trip the breaker, including summer weekends.
    service | Annual AC Maintenance Contract | 120-300 | Four scheduled service visits a year for up to five units, with priority callouts.
    item | Split Air-Conditioning Unit 1.5 Ton | 140-260 | Inverter split unit, 18,000 BTU, R410A, cools a 20 m² bedroom; T3 compressor rated for 52 °C.
    item | Split Air-Conditioning Unit 2 Ton | 190-330 | Inverter split unit, 24,000 BTU, for living rooms up to 30 m², with Wi-Fi control.
    item | Window Air-Conditioner 1.5 Ton | 110-180 | Tropical-rated rotary window unit, 18,000 BTU, for rooms with an existing wall opening.
    item | Portable Air Conditioner 12,000 BTU | 120-200 | Mobile unit with window kit and dehumidifier mode; no installation needed.
    item | Universal AC Remote Control | 5-9 | Pre-coded for Gree, Midea, LG, Samsung, Daikin and other common air-conditioner brands.
    item | AC Copper Pipe Kit 3 m | 12-22 | Insulated 1/4" and 1/2" copper pair with flare nuts for split AC installations.
    `,
  ),
  ...parseListings(
    'plumbing',
    `
    service | Emergency Plumbing Repair | 15-45 | 24/7 callout for burst pipes, overflowing tanks and major leaks anywhere in Bahrain, usually within two hours.
    service | Blocked Drain Clearing | 10-30 | Kitchen, bathroom and floor drains cleared with a spring machine and high-pressure jetting.
    service | Water Heater Installation | 15-35 | Removal of the old geyser and installation of the new one with safety valve and pressure test.
    service | Water Tank Cleaning & Disinfection | 25-60 | Roof and ground tanks drained, scrubbed and disinfected with chlorine, sediment removed.
    service | Leak Detection Service | 30-80 | Thermal camera and acoustic detection of hidden leaks behind walls and under floors.
    service | Bathroom Fixture Installation | 12-40 | Fitting of basins, WCs, mixers and shower sets, including silicone sealing.
    service | Water Pump Repair | 15-45 | Diagnosis and repair of booster and transfer pumps, pressure switches and non-return valves.
    item | Electric Water Heater 50 Litre | 45-85 | Vertical storage geyser with enamelled tank, adjustable thermostat and safety valve.
    item | Booster Water Pump 1 HP | 55-110 | Automatic pressure pump for villas and flats, with pressure tank and dry-run protection.
    item | Kitchen Mixer Tap | 12-35 | Chrome single-lever mixer with pull-out spray and ceramic cartridge.
    item | Shower Set with Rain Head | 35-90 | Thermostatic shower column with a 25 cm rain head and hand shower.
    item | Under-Sink Water Filter 3-Stage | 18-45 | Sediment, carbon and KDF cartridges that take the taste of chlorine out of tap water.
    `,
  ),
  ...parseListings(
    'electrical',
    `
    service | Electrical Fault Finding | 10-25 | A licensed electrician traces tripping breakers, dead sockets and flickering lights.
    service | Distribution Board Upgrade | 60-180 | Old distribution boards replaced with new MCBs and RCD protection to EWA standards.
    service | Light Fitting Installation | 5-20 | Installation of ceiling lights, chandeliers, spotlights and outdoor fittings.
    service | Socket & Switch Replacement | 5-15 | Replacement of damaged or scorched sockets, switches and isolators.
    service | EV Charger Installation | 90-200 | Wall-box charger on a dedicated circuit with isolator, after a load check of the supply.
    service | Villa Rewiring | 350-450 | Full or partial rewiring of older villas with new conduits, cabling and earthing.
    item | LED Panel Light 60x60 | 6-14 | 40 W flush ceiling panel, 4000 K neutral white, for offices and majlis rooms.
    item | Smart Wi-Fi Wall Switch | 8-18 | Touch switch with app and voice control; fits standard UK back boxes.
    item | Outdoor LED Flood Light 100W | 12-30 | IP65 floodlight for gardens, car parks and facades.
    item | Voltage Stabiliser 5 kVA | 45-95 | Automatic voltage regulator that protects air conditioners and appliances from surges.
    item | Extension Cable Reel 25 m | 9-20 | Heavy-duty 13 A reel with four sockets and thermal cut-out.
    item | Ceiling Fan 56 inch | 25-60 | Five-blade ceiling fan with remote control and reversible motor.
    `,
  ),
  ...parseListings(
    'home-maintenance',
    `
    service | Handyman Visit (2 Hours) | 10-20 | Curtain rods, shelves, TV mounting, door adjustments and small repairs in one visit.
    service | Interior Painting per Room | 35-90 | Two coats of washable emulsion, crack filling and full furniture protection.
    service | Roof Waterproofing | 150-450 | Bitumen membrane or cementitious coating for flat roofs, with a 5-year warranty.
    service | Door & Lock Repair | 8-25 | Realignment, hinge and lock replacement for wooden and aluminium doors.
    service | Gypsum Ceiling & Partition Work | 80-300 | False ceilings, cornices and partition walls, built and finished ready to paint.
    service | Tile & Grout Repair | 15-60 | Cracked tiles replaced and bathrooms or kitchens regrouted.
    service | Furniture Assembly | 8-30 | Assembly of beds, wardrobes and flat-pack furniture from any store.
    item | Interior Wall Paint 18 L | 14-30 | Washable matt emulsion, low odour, available in 40 popular colours.
    item | Cordless Drill Set 18V | 25-60 | Drill driver with two batteries, charger and a 50-piece bit set.
    item | Mortise Door Lock Set | 8-22 | Stainless steel lever handles with a mortise lock and three keys.
    item | Aluminium Ladder 6 Steps | 15-35 | Foldable household ladder with anti-slip feet and a tool tray.
    item | Waterproofing Membrane Roll | 20-45 | 10 m² self-adhesive bitumen roll for roofs and wet areas.
    `,
  ),
  ...parseListings(
    'cleaning',
    `
    service | Deep Home Cleaning | 35-90 | Top-to-bottom cleaning of kitchen, bathrooms, floors and windows by a team of three.
    service | Sofa & Carpet Shampooing | 15-50 | Hot-water extraction for sofas, carpets and majlis cushions, dry within hours.
    service | Move-In / Move-Out Cleaning | 40-110 | Empty-flat cleaning including cupboards, appliances and balconies.
    service | Housekeeping Visit (4 Hours) | 12-20 | Trained cleaners who bring their own materials, booked for a four-hour visit.
    service | Window & Facade Cleaning | 30-120 | High-reach window cleaning for villas and low-rise buildings.
    service | Kitchen Degreasing | 20-45 | Degreasing of hoods, tiles, cabinets and ovens after heavy cooking.
    service | Office Cleaning Contract | 150-400 | Daily or weekly office cleaning with a monthly deep clean.
    item | Steam Mop Pro | 25-55 | 1500 W steam mop that sanitises tiles and marble without chemicals.
    item | Cleaning Supplies Bundle | 6-15 | Multi-surface cleaner, degreaser, glass cleaner, microfibre cloths and gloves.
    item | Cordless Vacuum Cleaner | 45-120 | Lightweight stick vacuum with a 40-minute battery and HEPA filter.
    item | Carpet Shampoo 5 L | 6-12 | Low-foam concentrate for carpet cleaning machines.
    item | Microfibre Cloth Pack (24) | 5-9 | Lint-free cloths for glass, stainless steel and dusting.
    `,
  ),
  ...parseListings(
    'pest-control',
    `
    service | General Pest Control Treatment | 15-40 | Gel and spray treatment against cockroaches and ants, safe for children and pets.
    service | Termite Inspection & Treatment | 80-250 | Inspection and soil injection against subterranean termites, with a 1-year warranty.
    `,
  ),
];
