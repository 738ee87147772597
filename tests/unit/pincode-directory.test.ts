import { describe, expect, it } from 'vitest';
import { foldOffices, localityName } from '@/backend/platform/db/seed/fold-pincode-offices';

const office = (o: string, p: string, t: string, a: number, n: number) => ({ o, p, t, i: 'BENGALURU URBAN', s: 'KARNATAKA', a, n });

describe('pincode directory from post offices', () => {
  it.each([
    ['Bommanahalli S.O (Bengaluru)', 'Bommanahalli'],
    ['KUDLU S.O', 'Kudlu'],
    ['Singasandra B.O', 'Singasandra'],
    ['New Delhi GPO', 'New Delhi'],
    ['Sansad Marg HO', 'Sansad Marg'],
    ['Laxmi Nagar SO East Delhi', 'Laxmi Nagar East Delhi'],
    ['H.A.L II STAGE H.O', 'H.A.L II Stage'],
    ['VIKAS NAGAR S.O', 'Vikas Nagar'],
  ])('names the locality of %j as %j', (name, expected) => expect(localityName(name)).toBe(expected));

  it('folds offices into one row per pincode: head office first, branch offices last, the median of their coordinates', () => {
    const rows = foldOffices([
      office('Singasandra B.O', '560068', 'BO', 12.877, 77.647),
      office('Madivala S.O', '560068', 'PO', 12.922, 77.617),
      office('Kudlu H.O', '560068', 'HO', 12.888, 77.657),
      office('Far Away S.O', '560068', 'PO', 13.9, 77.6),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      pincode: '560068',
      localities: ['Kudlu', 'Madivala', 'Far Away', 'Singasandra'],
      district: 'Bengaluru Urban',
      state: 'Karnataka',
    });
    // medians of 12.877, 12.888, 12.922, 13.900 and of 77.600, 77.617, 77.647, 77.657: one stray office does not move the pin
    expect(rows[0]!.latitude).toBeCloseTo(12.905, 9);
    expect(rows[0]!.longitude).toBeCloseTo(77.632, 9);
  });

  it('drops offices without coordinates, outside India or with a malformed pincode, and a pincode with none left', () => {
    const rows = foldOffices([
      office('No Place S.O', '110001', 'PO', 0, 0),
      office('Abroad S.O', '110002', 'PO', 51.5, -0.12),
      office('Bad Pin S.O', '012345', 'PO', 12.9, 77.6),
      office('Kept S.O', '110003', 'PO', 28.6, 77.2),
      office('North Of India S.O', '110004', 'PO', 37.6, 77.2),
      office('Edge S.O', '110005', 'PO', 37.5, 97.5),
    ]);
    expect(rows.map((r) => r.pincode)).toEqual(['110003', '110005']);
  });

  it('takes a counter inside another office for its coordinates but not as a locality', () => {
    const [row] = foldOffices([
      office('CAT EXTENSION COUNTER', '110001', 'PO', 28.6, 77.2),
      office('Baroda House SO', '110001', 'PO', 28.7, 77.3),
    ]);
    expect(row!.localities).toEqual(['Baroda House']);
    expect([row!.latitude, row!.longitude]).toEqual([28.65, 77.25]);
  });

  it('keeps a locality once and at most 20', () => {
    const many = Array.from({ length: 25 }, (_, i) => office(`Place ${String.fromCharCode(65 + i)} S.O`, '560001', 'PO', 12.9, 77.6));
    const [row] = foldOffices([...many, office('Place A B.O', '560001', 'BO', 12.9, 77.6)]);
    expect(row!.localities).toHaveLength(20);
    expect(row!.localities.slice(0, 2)).toEqual(['Place A', 'Place B']);
  });
});
