// The product's own service catalogue: service types, the periodic-service inclusions,
// common repairs and spa packages with base prices (INR) by body type.

export const SERVICE_TYPES = [
  { id: 'periodic_service', name: 'Periodic service', description: 'Scheduled maintenance with engine oil, filters and 18 checks, as your car maker recommends.', flowTag: 'periodic', route: 'periodic-service', rewardLabel: 'Periodic service' },
  { id: 'specific_repair', name: 'Specific repairs', description: 'Brakes, clutch, battery, suspension, AC and more, priced for your car before you book.', flowTag: 'specific-repair', route: 'specific-repair', rewardLabel: 'Specific repairs and replacements' },
  { id: 'not_sure_about_issue', name: 'Not sure about the issue?', description: 'Tell us what you notice; an advisor inspects the car and sends an estimate for approval.', flowTag: 'not-sure-about-issue', route: 'unknown-issue', rewardLabel: 'Not sure about the issue?' },
  { id: 'car_spa_and_cleaning', name: 'Car spa and cleaning', description: 'Foam wash, interior deep cleaning, polishing and ceramic coating.', flowTag: 'car-spa', route: 'car-spa', rewardLabel: 'Car Spa And Cleaning' },
] as const;

/** The 18 inclusions of spec §9, in order; false = left out of the basic (ESSENTIAL) plan. */
export const INCLUSIONS: [string, boolean][] = [
  ['Engine oil', true], ['Oil filter', true], ['Air filter', true],
  ['Spark plug check', true], ['Fuel filter check', true], ['AC filter cleaning', true],
  ['Brake shoes servicing', true], ['Wheel balancing', false], ['Wheel alignment', false],
  ['Tyre rotation', false], ['Throttle body cleaning', false], ['Gear oil top up', false],
  ['Coolant top up', true], ['Wiper fluid', true], ['Brake fluid top up', true],
  ['Battery water top up', true], ['Interior vacuuming', true], ['Car wash', true],
];

type Prices = { HATCHBACK: number; SEDAN: number; SUV: number };
export interface SeedCatalogueItem { id: string; kind: 'REPAIR' | 'SPA'; category: string; name: string; description: string; durationHours: number; prices: Prices }

export const CATALOGUE_ITEMS: SeedCatalogueItem[] = [
  { id: 'brake-pads-front', kind: 'REPAIR', category: 'Brakes', name: 'Front brake pads replacement', description: 'New front pads, disc cleaning and brake check.', durationHours: 2, prices: { HATCHBACK: 1899, SEDAN: 2299, SUV: 2999 } },
  { id: 'brake-disc-turning', kind: 'REPAIR', category: 'Brakes', name: 'Brake disc turning', description: 'Skimming of both front discs to stop vibration when braking.', durationHours: 2, prices: { HATCHBACK: 1199, SEDAN: 1399, SUV: 1699 } },
  { id: 'clutch-overhaul', kind: 'REPAIR', category: 'Clutch', name: 'Clutch set replacement', description: 'Clutch plate, pressure plate and release bearing, fitted and adjusted.', durationHours: 6, prices: { HATCHBACK: 6999, SEDAN: 8999, SUV: 11999 } },
  { id: 'battery-replacement', kind: 'REPAIR', category: 'Battery', name: 'Battery replacement', description: 'A new battery with warranty, fitted and old battery taken back.', durationHours: 1, prices: { HATCHBACK: 4499, SEDAN: 5499, SUV: 6999 } },
  { id: 'ac-gas-refill', kind: 'REPAIR', category: 'AC', name: 'AC gas top up and leak test', description: 'Leak test, refrigerant top up and cooling check.', durationHours: 2, prices: { HATCHBACK: 1799, SEDAN: 1999, SUV: 2499 } },
  { id: 'ac-service', kind: 'REPAIR', category: 'AC', name: 'AC service', description: 'Cabin filter, condenser cleaning, vent disinfection and gas check.', durationHours: 3, prices: { HATCHBACK: 2199, SEDAN: 2499, SUV: 2999 } },
  { id: 'suspension-check', kind: 'REPAIR', category: 'Suspension', name: 'Front shock absorber replacement', description: 'A pair of front shock absorbers, with alignment.', durationHours: 4, prices: { HATCHBACK: 5999, SEDAN: 7499, SUV: 9999 } },
  { id: 'wheel-alignment', kind: 'REPAIR', category: 'Tyres and wheels', name: 'Wheel alignment and balancing', description: 'Computerised alignment and balancing of all four wheels.', durationHours: 1, prices: { HATCHBACK: 899, SEDAN: 999, SUV: 1299 } },
  { id: 'tyre-replacement', kind: 'REPAIR', category: 'Tyres and wheels', name: 'Tyre replacement (one tyre)', description: 'A new tubeless tyre of your size, fitted and balanced.', durationHours: 1, prices: { HATCHBACK: 3999, SEDAN: 5499, SUV: 7999 } },
  { id: 'windshield-replacement', kind: 'REPAIR', category: 'Glass', name: 'Windshield replacement', description: 'A new front windshield with sealing; insurance claims supported.', durationHours: 4, prices: { HATCHBACK: 5499, SEDAN: 6999, SUV: 8999 } },
  { id: 'denting-painting-panel', kind: 'REPAIR', category: 'Denting and painting', name: 'Denting and painting (one panel)', description: 'Dent removal and paint matched to your car, per panel.', durationHours: 24, prices: { HATCHBACK: 2499, SEDAN: 2799, SUV: 3299 } },
  { id: 'headlight-restoration', kind: 'REPAIR', category: 'Lights', name: 'Headlight restoration', description: 'Polishing of both headlights to clear yellowing.', durationHours: 1, prices: { HATCHBACK: 799, SEDAN: 899, SUV: 999 } },
  { id: 'engine-diagnostics', kind: 'REPAIR', category: 'Engine', name: 'Engine scan and diagnostics', description: 'Computer scan of the engine and a written report.', durationHours: 1, prices: { HATCHBACK: 599, SEDAN: 699, SUV: 799 } },
  { id: 'spark-plugs', kind: 'REPAIR', category: 'Engine', name: 'Spark plugs replacement', description: 'A new set of spark plugs (petrol and CNG cars).', durationHours: 1, prices: { HATCHBACK: 999, SEDAN: 1299, SUV: 1599 } },
  { id: 'foam-wash', kind: 'SPA', category: 'Wash', name: 'Foam wash', description: 'Exterior foam wash, tyre dressing and glass cleaning.', durationHours: 1, prices: { HATCHBACK: 499, SEDAN: 599, SUV: 699 } },
  { id: 'interior-deep-clean', kind: 'SPA', category: 'Interior', name: 'Interior deep cleaning', description: 'Seats, roof, mats and dashboard shampooed and vacuumed.', durationHours: 4, prices: { HATCHBACK: 1999, SEDAN: 2299, SUV: 2799 } },
  { id: 'rubbing-polishing', kind: 'SPA', category: 'Exterior', name: 'Rubbing and polishing', description: 'Machine rubbing and polish to remove swirls and light scratches.', durationHours: 3, prices: { HATCHBACK: 1499, SEDAN: 1799, SUV: 2199 } },
  { id: 'ceramic-coating', kind: 'SPA', category: 'Protection', name: 'Ceramic coating', description: 'Paint correction and a ceramic layer that lasts up to three years.', durationHours: 24, prices: { HATCHBACK: 14999, SEDAN: 17999, SUV: 21999 } },
  { id: 'teflon-coating', kind: 'SPA', category: 'Protection', name: 'Teflon coating', description: 'A protective polymer layer for shine and water beading.', durationHours: 6, prices: { HATCHBACK: 3999, SEDAN: 4499, SUV: 4999 } },
  { id: 'ac-disinfection', kind: 'SPA', category: 'Interior', name: 'AC vent disinfection', description: 'Steam and anti-bacterial treatment of the AC vents and cabin.', durationHours: 1, prices: { HATCHBACK: 699, SEDAN: 799, SUV: 899 } },
  { id: 'underbody-coating', kind: 'SPA', category: 'Protection', name: 'Anti-rust underbody coating', description: 'Rubberised coating under the car against rust and noise.', durationHours: 6, prices: { HATCHBACK: 2999, SEDAN: 3499, SUV: 3999 } },
];

/** Price level of a garage's city relative to Bangalore. */
export const CITY_PRICE_FACTOR: Record<string, number> = { bangalore: 1, hyderabad: 0.95, delhi: 1.05, ahmedabad: 0.9 };

/** Repeating slots: weekdays (0 = Sunday), IST start and end, seats. */
export const SLOT_TEMPLATES = [
  ...(['PICK_AND_DROP', 'SELF_DROP', 'SLOT_BOOKING'] as const).flatMap((slotType) => [
    { slotType, weekdays: [1, 2, 3, 4, 5], start: '10:00', end: '12:00', capacity: slotType === 'PICK_AND_DROP' ? 4 : 6, sameDay: true },
    { slotType, weekdays: [1, 2, 3, 4, 5], start: '12:00', end: '14:00', capacity: slotType === 'PICK_AND_DROP' ? 4 : 6, sameDay: true },
    { slotType, weekdays: [1, 2, 3, 4, 5], start: '14:00', end: '16:00', capacity: slotType === 'PICK_AND_DROP' ? 4 : 6, sameDay: false },
    { slotType, weekdays: [1, 2, 3, 4, 5], start: '16:00', end: '18:00', capacity: slotType === 'PICK_AND_DROP' ? 3 : 5, sameDay: false },
    { slotType, weekdays: [1, 2, 3, 4, 5], start: '18:00', end: '20:00', capacity: slotType === 'PICK_AND_DROP' ? 2 : 4, sameDay: false },
    { slotType, weekdays: [0, 6], start: '10:00', end: '12:00', capacity: slotType === 'PICK_AND_DROP' ? 3 : 5, sameDay: true },
    { slotType, weekdays: [0, 6], start: '12:00', end: '14:00', capacity: slotType === 'PICK_AND_DROP' ? 3 : 5, sameDay: false },
    { slotType, weekdays: [0, 6], start: '14:00', end: '16:00', capacity: slotType === 'PICK_AND_DROP' ? 3 : 5, sameDay: false },
    { slotType, weekdays: [0, 6], start: '16:00', end: '18:00', capacity: slotType === 'PICK_AND_DROP' ? 2 : 4, sameDay: false },
  ]),
];

/** The fixed hours of spec §9: Mon-Fri 10:00-20:00, Sat and Sun 10:00-18:00 (IST). */
export const GARAGE_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday, opensAt: '10:00', closesAt: weekday === 0 || weekday === 6 ? '18:00' : '20:00',
}));
