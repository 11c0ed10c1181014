import type { CategoryKey } from './listing-table';
import type { PhotoSymbol } from './photo-symbols';

/** What a demo photo shows: the listing's own symbol, large, and its category's symbol as a badge. */
export interface PhotoSubject {
  subject: PhotoSymbol;
  category: PhotoSymbol;
}

type Rule = readonly [pattern: RegExp, symbol: PhotoSymbol];

interface CategoryPicture {
  symbol: PhotoSymbol;
  /** First match on the listing's name wins; a name nothing matches shows the category's symbol. */
  rules: readonly Rule[];
}

/**
 * One recognisable symbol per category, and per listing a symbol chosen from its name, so a dash
 * camera shows a camera under a car badge and a vacuum cleaner a swirl under a broom badge.
 */
export const CATEGORY_PICTURES: Readonly<Record<CategoryKey, CategoryPicture>> = {
  'air-conditioning': picture('AcUnit', [
    [/gas refill/i, 'PropaneTank'],
    [/duct/i, 'Air'],
    [/compressor/i, 'Engineering'],
    [/contract/i, 'EventRepeat'],
    [/installation/i, 'Construction'],
    [/repair|maintenance/i, 'Build'],
    [/window/i, 'Window'],
    [/portable/i, 'Hvac'],
    [/remote/i, 'SettingsRemote'],
    [/pipe/i, 'Plumbing'],
    [/unit/i, 'Hvac'],
  ]),
  plumbing: picture('Plumbing', [
    [/emergency/i, 'WaterDamage'],
    [/drain/i, 'WaterDrop'],
    [/heater/i, 'Whatshot'],
    [/tank/i, 'Water'],
    [/leak/i, 'ManageSearch'],
    [/bathroom/i, 'Bathroom'],
    [/pump/i, 'Speed'],
    [/tap/i, 'Countertops'],
    [/shower/i, 'Shower'],
    [/filter/i, 'FilterAlt'],
  ]),
  electrical: picture('Bolt', [
    [/fault/i, 'ManageSearch'],
    [/distribution/i, 'ElectricMeter'],
    [/stabiliser/i, 'Power'],
    [/panel/i, 'Fluorescent'],
    [/flood/i, 'Highlight'],
    [/light/i, 'Lightbulb'],
    [/socket/i, 'Outlet'],
    [/switch/i, 'ToggleOn'],
    [/ev charger/i, 'EvStation'],
    [/wiring|cable/i, 'Cable'],
    [/fan/i, 'WindPower'],
  ]),
  'home-maintenance': picture('Handyman', [
    [/handyman/i, 'Hardware'],
    [/painting/i, 'FormatPaint'],
    [/paint/i, 'ImagesearchRoller'],
    [/roof|waterproofing/i, 'Roofing'],
    [/door & lock/i, 'DoorFront'],
    [/lock/i, 'Lock'],
    [/gypsum/i, 'Architecture'],
    [/tile/i, 'GridOn'],
    [/furniture/i, 'ChairAlt'],
    [/drill/i, 'Construction'],
    [/ladder/i, 'Stairs'],
  ]),
  cleaning: picture('CleaningServices', [
    [/deep/i, 'AutoAwesome'],
    [/sofa/i, 'Weekend'],
    [/move/i, 'House'],
    [/housekeeping/i, 'Bed'],
    [/window/i, 'Window'],
    [/kitchen/i, 'Kitchen'],
    [/office/i, 'Business'],
    [/steam/i, 'Waves'],
    [/supplies/i, 'Sanitizer'],
    [/vacuum/i, 'Cyclone'],
    [/shampoo/i, 'Soap'],
    [/cloth/i, 'Texture'],
  ]),
  'pest-control': picture('PestControl', [
    [/termite/i, 'Grass'],
    [/pest/i, 'BugReport'],
  ]),
  'beauty-wellness': picture('Spa', [
    [/hair dryer/i, 'Air'],
    [/haircut/i, 'ContentCut'],
    [/makeup/i, 'FaceRetouchingNatural'],
    [/henna/i, 'Draw'],
    [/massage/i, 'AirlineSeatFlat'],
    [/manicure/i, 'BackHand'],
    [/training/i, 'FitnessCenter'],
    [/perfume/i, 'LocalFlorist'],
    [/bakhoor/i, 'Whatshot'],
    [/gift/i, 'CardGiftcard'],
    [/yoga/i, 'SelfImprovement'],
  ]),
  automotive: picture('DirectionsCar', [
    [/car wash/i, 'LocalCarWash'],
    [/detailing/i, 'AutoAwesome'],
    [/battery/i, 'BatteryChargingFull'],
    [/oil/i, 'OilBarrel'],
    [/\bac\b/i, 'AcUnit'],
    [/inspection/i, 'ContentPasteSearch'],
    [/tyre/i, 'TireRepair'],
    [/sun shade/i, 'WbSunny'],
    [/camera/i, 'Videocam'],
    [/vacuum/i, 'Cyclone'],
  ]),
  'it-electronics': picture('Devices', [
    [/laptop/i, 'Laptop'],
    [/wi-fi setup/i, 'Wifi'],
    [/router/i, 'Router'],
    [/cctv/i, 'Security'],
    [/camera/i, 'Videocam'],
    [/recovery/i, 'Backup'],
    [/smartphone/i, 'Smartphone'],
    [/support/i, 'SupportAgent'],
    [/\btv\b/i, 'Tv'],
    [/ssd/i, 'SdStorage'],
    [/\bups\b/i, 'Power'],
  ]),
  'events-catering': picture('Celebration', [
    [/tent/i, 'Festival'],
    [/buffet|catering/i, 'Restaurant'],
    [/birthday/i, 'Cake'],
    [/coffee & dates/i, 'Coffee'],
    [/coffee/i, 'LocalCafe'],
    [/photography/i, 'CameraAlt'],
    [/grill/i, 'OutdoorGrill'],
    [/chafing/i, 'RoomService'],
    [/table/i, 'TableRestaurant'],
    [/lights/i, 'EmojiObjects'],
  ]),
  'moving-storage': picture('LocalShipping', [
    [/flat/i, 'Apartment'],
    [/villa/i, 'House'],
    [/office/i, 'Business'],
    [/storage \(/i, 'Warehouse'],
    [/delivery/i, 'Kitchen'],
    [/shipping/i, 'DirectionsBoat'],
    [/boxes/i, 'Inventory2'],
    [/bubble/i, 'BubbleChart'],
    [/dolly/i, 'Forklift'],
    [/mattress/i, 'KingBed'],
    [/wardrobe/i, 'Checkroom'],
  ]),
};

export function photoSubject(category: CategoryKey, listingName: string): PhotoSubject {
  const { symbol, rules } = CATEGORY_PICTURES[category];
  const match = rules.find(([pattern]) => pattern.test(listingName));
  return { subject: match?.[1] ?? symbol, category: symbol };
}

function picture(symbol: PhotoSymbol, rules: readonly Rule[]): CategoryPicture {
  return { symbol, rules };
}
