import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { FUEL_CHIPS, NO_FILTERS, filterMakes, filterModels, monogramTone, toggle } from '@/lib/catalogue-filters';

const makes = [
  { name: 'Maruti Suzuki', body_types: ['HATCHBACK', 'SEDAN'], fuel_types: ['PETROL', 'CNG'] },
  { name: 'Mercedes-Benz', body_types: ['SEDAN', 'SUV'], fuel_types: ['PETROL', 'DIESEL'] },
  { name: 'Tata', body_types: ['HATCHBACK', 'SUV'], fuel_types: ['PETROL', 'DIESEL', 'EV'] },
];
const models = [
  { name: 'Wagon R', body_type: 'HATCHBACK', fuel_types: ['PETROL', 'CNG'] },
  { name: 'Ciaz', body_type: 'SEDAN', fuel_types: ['PETROL'] },
  { name: 'Brezza', body_type: 'SUV', fuel_types: ['PETROL', 'CNG'] },
];
const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

describe('narrowing the car catalogue', () => {
  it('keeps every make, in its given order, when nothing is chosen', () => {
    expect(names(filterMakes(makes, NO_FILTERS))).toEqual(['Maruti Suzuki', 'Mercedes-Benz', 'Tata']);
    expect(NO_FILTERS).toEqual({ query: '', bodyTypes: [], fuels: [] });
  });

  it('finds a make by its name whatever the case, spaces or hyphens', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'mercedes benz' }))).toEqual(['Mercedes-Benz']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'MercedesBenz' }))).toEqual(['Mercedes-Benz']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: ' TATA ' }))).toEqual(['Tata']);
    expect(filterMakes(makes, { ...NO_FILTERS, query: 'Ferrari' })).toEqual([]);
  });

  it('finds a make by any part of its name, not only its start', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'suzu' }))).toEqual(['Maruti Suzuki']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: 'm' }))).toEqual(['Maruti Suzuki', 'Mercedes-Benz']);
  });

  it('ignores a query of only spaces and punctuation', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, query: ' - ' }))).toEqual(['Maruti Suzuki', 'Mercedes-Benz', 'Tata']);
  });

  it('keeps makes with any chosen body type and any chosen fuel', () => {
    expect(names(filterMakes(makes, { ...NO_FILTERS, bodyTypes: ['SUV'] }))).toEqual(['Mercedes-Benz', 'Tata']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, bodyTypes: ['HATCHBACK', 'SEDAN'] }))).toEqual([
      'Maruti Suzuki',
      'Mercedes-Benz',
      'Tata',
    ]);
    expect(names(filterMakes(makes, { ...NO_FILTERS, fuels: ['EV', 'CNG'] }))).toEqual(['Maruti Suzuki', 'Tata']);
    expect(names(filterMakes(makes, { ...NO_FILTERS, fuels: ['LPG'] }))).toEqual([]);
  });

  it('needs a make to pass every group that is chosen: body type and fuel and name', () => {
    expect(names(filterMakes(makes, { query: '', bodyTypes: ['SUV'], fuels: ['CNG'] }))).toEqual([]);
    expect(names(filterMakes(makes, { query: '', bodyTypes: ['SUV'], fuels: ['DIESEL'] }))).toEqual(['Mercedes-Benz', 'Tata']);
    expect(names(filterMakes(makes, { query: 'tata', bodyTypes: ['SEDAN'], fuels: [] }))).toEqual([]);
  });

  it('narrows models by name, their one body type and their fuels', () => {
    expect(names(filterModels(models, { ...NO_FILTERS, query: 'wagonr' }))).toEqual(['Wagon R']);
    expect(names(filterModels(models, { ...NO_FILTERS, bodyTypes: ['HATCHBACK', 'SUV'] }))).toEqual(['Wagon R', 'Brezza']);
    expect(names(filterModels(models, { ...NO_FILTERS, bodyTypes: ['SEDAN'] }))).toEqual(['Ciaz']);
    expect(names(filterModels(models, { ...NO_FILTERS, fuels: ['CNG'] }))).toEqual(['Wagon R', 'Brezza']);
    expect(names(filterModels(models, { query: 'ciaz', bodyTypes: ['SEDAN'], fuels: ['CNG'] }))).toEqual([]);
  });

  it('offers the fuel chips of the spec, Electric first, with Electric as the label of the EV fuel', () => {
    expect(FUEL_CHIPS).toEqual([
      { id: 'EV', label: 'Electric' },
      { id: 'PETROL', label: 'Petrol' },
      { id: 'CNG', label: 'CNG' },
      { id: 'DIESEL', label: 'Diesel' },
    ]);
  });

  it('turns a chip on and off', () => {
    expect(toggle(['SUV'], 'SEDAN')).toEqual(['SUV', 'SEDAN']);
    expect(toggle(['SUV', 'SEDAN'], 'SUV')).toEqual(['SEDAN']);
    expect(toggle([], 'SUV')).toEqual(['SUV']);
    expect(toggle(['SUV'], 'SUV')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const chosen = ['SUV'];
    toggle(chosen, 'SEDAN');
    toggle(chosen, 'SUV');
    expect(chosen).toEqual(['SUV']);
  });
});

/** WCAG 2 contrast ratio of a '#rrggbb' colour against white, written out from the WCAG definition. */
function contrastWithWhite(hex: string): number {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('make marks in the picker', () => {
  // The colour is picked by hash = hash * 31 + char code (unsigned 32-bit), index = hash % 10, into
  // '#1f4fd6' '#117a43' '#8e2a8e' '#b3261e' '#0b6f80' '#7a4b00' '#3d4eac' '#a8326e' '#2f6b2f' '#5b3fa8'.
  // Worked by hand:
  //   'tata': t=116 → 116; a=97 → 116·31+97 = 3693; t → 3693·31+116 = 114599; a → 114599·31+97 = 3552666 → index 6
  //   'kia':  k=107 → 107; i=105 → 3422; a=97 → 106179 → index 9
  //   'mg':   m=109 → 109; g=103 → 3482 → index 2
  //   'ab':   97·31+98 = 3105 → index 5
  //   'hyundai' → 1386657762, 'maruti-suzuki' → 1295982748 and 'mahindra' → 4254054778 (each wraps past 2^32
  //   on the way; 'mahindra' ends above 2^31, where a signed 32-bit hash would go negative) → indexes 2, 8 and 8
  it.each([
    ['tata', 6],
    ['kia', 9],
    ['mg', 2],
    ['ab', 5],
    ['mahindra', 8],
    ['hyundai', 2],
    ['maruti-suzuki', 8],
  ])('gives the make %j the colour %s', (slug, tone) => {
    expect(monogramTone(slug)).toBe(tone);
  });

  it('gives the empty slug the first colour', () => {
    expect(monogramTone('')).toBe(0);
  });

  // One-letter slugs 'd' (char code 100) to 'm' (109) land on indexes 0 to 9, one each.
  const everyColour: [string, number][] = [
    ['d', 0],
    ['e', 1],
    ['f', 2],
    ['g', 3],
    ['h', 4],
    ['i', 5],
    ['j', 6],
    ['k', 7],
    ['l', 8],
    ['m', 9],
  ];

  it('walks the ten colours in their listed order', () => {
    expect(everyColour.map(([slug]) => monogramTone(slug))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('only uses colours dark enough for white text (contrast at least 4.5:1)', () => {
    const css = readFileSync(new URL('../../src/islands/mmv/mmv.css', import.meta.url), 'utf8');
    for (let tone = 0; tone < 10; tone++) {
      const colour = new RegExp(`\\.mmv-monogram--${tone} \\{ background: (#[0-9a-f]{6}); \\}`).exec(css)?.[1];
      expect(colour, `tone ${tone} has a colour`).toBeDefined();
      expect(contrastWithWhite(colour!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
