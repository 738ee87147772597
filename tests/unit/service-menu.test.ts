import { describe, expect, it } from 'vitest';
import catalogue from '@/backend/platform/db/seed/data/catalogue.json';
import { menuFor, menuFuelOf, menuNote, menusByPowertrain, type MenuLine } from '@/lib/service-menu';

// The seed's own menu, as the backend answers it: position order, ids from 1.
const inclusions: MenuLine[] = catalogue.inclusions.map((i, n) => ({
  id: n + 1,
  name: i.name,
  in_essential: i.inEssential,
  fuel_types: i.fuels as MenuLine['fuel_types'],
}));
const names = (fuel: Parameters<typeof menuFor>[1]) => menuFor(inclusions, fuel).lines.map((l) => l.name);

describe('service menus by powertrain', () => {
  it('gives a petrol car spec §9’s 18 inclusions, 13 of them in Basic', () => {
    const menu = menuFor(inclusions, 'PETROL');
    expect(menu.lines.map((l) => l.name)).toEqual([
      'Engine oil',
      'Oil filter',
      'Air filter',
      'Spark plug check',
      'Fuel filter check',
      'AC filter cleaning',
      'Brake shoes servicing',
      'Wheel balancing',
      'Wheel alignment',
      'Tyre rotation',
      'Throttle body cleaning',
      'Gear oil top up',
      'Coolant top up',
      'Wiper fluid',
      'Brake fluid top up',
      'Battery water top up',
      'Interior vacuuming',
      'Car wash',
    ]);
    expect([menu.basicCount, menu.advancedCount]).toEqual([13, 18]);
    expect(menu.label).toBe('Petrol');
  });

  it('gives an electric car no engine work: battery, high-voltage and software checks instead', () => {
    const menu = menuFor(inclusions, 'EV');
    expect(menu.lines.map((l) => l.name)).toEqual([
      'Battery health report',
      'High-voltage system and cable check',
      'Software update check',
      '12V battery check',
      'AC filter cleaning',
      'Brake shoes servicing',
      'Wheel balancing',
      'Wheel alignment',
      'Tyre rotation',
      'Battery coolant check',
      'Wiper fluid',
      'Brake fluid top up',
      'Interior vacuuming',
      'Car wash',
    ]);
    for (const engineWork of [
      'Engine oil',
      'Oil filter',
      'Spark plug check',
      'Fuel filter check',
      'Throttle body cleaning',
      'Air filter',
    ]) {
      expect(menu.lines.map((l) => l.name)).not.toContain(engineWork);
    }
    expect([menu.basicCount, menu.advancedCount]).toEqual([10, 14]);
    expect(menu.label).toBe('Electric');
  });

  it('gives a diesel car glow plugs and a fuel filter replacement, never spark plugs', () => {
    expect(names('DIESEL')).toContain('Glow plug check');
    expect(names('DIESEL')).toContain('Fuel filter replacement');
    expect(names('DIESEL')).not.toContain('Spark plug check');
    expect(names('DIESEL')).not.toContain('Fuel filter check');
    expect(names('PETROL')).not.toContain('Glow plug check');
    expect(menuFor(inclusions, 'DIESEL').basicCount).toBe(13);
  });

  it('adds the CNG kit check for CNG cars only, and the LPG kit check for LPG cars only', () => {
    expect(names('CNG')).toContain('CNG kit check');
    expect(names('CNG')).toHaveLength(19);
    expect(names('LPG')).toContain('LPG kit check');
    expect(names('LPG')).not.toContain('CNG kit check');
    expect(names('PETROL')).not.toContain('CNG kit check');
    expect(names('EV')).not.toContain('CNG kit check');
  });

  it('lists the powertrains in the order the page shows them, leaving out one with no inclusions', () => {
    expect(menusByPowertrain(inclusions).map((m) => m.fuel)).toEqual(['PETROL', 'DIESEL', 'CNG', 'LPG', 'EV']);
    const noLpg = inclusions.map((i) => ({ ...i, fuel_types: i.fuel_types.filter((f) => f !== 'LPG') }));
    expect(menusByPowertrain(noLpg).map((m) => m.fuel)).toEqual(['PETROL', 'DIESEL', 'CNG', 'EV']);
  });

  it.each([
    ['PETROL', 'PETROL'],
    ['ev', 'EV'],
    ['ELECTRIC', 'EV'],
    [' Diesel ', 'DIESEL'],
    ['HYDROGEN', undefined],
    [undefined, undefined],
  ])('opens the menu of a car stored with fuel %s as %s', (stored, fuel) => expect(menuFuelOf(stored)).toBe(fuel));
});

describe('the line under a menu', () => {
  it.each([
    ['EV', 'For electric cars the basic plan covers 10 of these; the advanced plan covers all 14.'],
    ['PETROL', 'For petrol cars the basic plan covers 13 of these; the advanced plan covers all 18.'],
    ['CNG', 'For CNG cars the basic plan covers 14 of these; the advanced plan covers all 19.'],
    ['LPG', 'For LPG cars the basic plan covers 14 of these; the advanced plan covers all 19.'],
  ] as const)('reads for %s: %s', (fuel, text) => expect(menuNote(menuFor(inclusions, fuel))).toBe(text));
});
