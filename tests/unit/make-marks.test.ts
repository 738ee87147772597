import { describe, expect, it } from 'vitest';
import { assignMarks, markCandidates, markOf } from '@/lib/make-marks';

describe('make text marks', () => {
  it.each([
    ['Maruti Suzuki', ['MS', 'MA', 'MR', 'MU', 'MT', 'MI', 'MZ', 'MK']],
    ['Kia', ['KI', 'KA']],
    ['MG', ['MG']],
    ['Mercedes-Benz', ['MB', 'ME', 'MR', 'MC', 'MD', 'MS', 'MN', 'MZ']],
    ['B', ['BB']],
    ['', []],
  ])('offers %j the marks %j, best first', (name, expected) => expect(markCandidates(name)).toEqual(expected));

  it('gives makes that share their first two letters different marks, the earlier (popular) make first', () => {
    const marks = assignMarks(['Mahindra', 'Volkswagen', 'Maserati', 'Mini', 'Mitsubishi', 'Volvo']);
    expect(Object.fromEntries(marks)).toEqual({
      Mahindra: 'MA',
      Volkswagen: 'VO',
      Maserati: 'MS',
      Mini: 'MI',
      Mitsubishi: 'MT',
      Volvo: 'VL',
    });
  });

  it('keeps a make with no free mark on its first candidate rather than failing', () => {
    expect(Object.fromEntries(assignMarks(['Kia', 'Ka', 'Ki']))).toEqual({ Kia: 'KI', Ka: 'KA', Ki: 'KI' });
  });

  it("the demo catalogue's 35 makes get 35 different marks (popular makes keep their initials)", async () => {
    const makes = (await import('@/backend/platform/db/seed/data/vehicles.json')).default as { name: string; popular: boolean }[];
    const ordered = [...makes].sort((a, b) => Number(b.popular) - Number(a.popular) || a.name.localeCompare(b.name)).map((m) => m.name);
    const marks = assignMarks(ordered);
    expect(new Set(marks.values()).size).toBe(35);
    expect([
      marks.get('Maruti Suzuki'),
      marks.get('Mahindra'),
      marks.get('Maserati'),
      marks.get('Volkswagen'),
      marks.get('Volvo'),
      marks.get('Mini'),
      marks.get('Mitsubishi'),
    ]).toEqual(['MS', 'MA', 'ME', 'VO', 'VL', 'MI', 'MT']);
  });

  it('a make stored without a mark shows its first candidate', () => {
    expect(markOf({ name: 'Lotus', mark: null })).toBe('LO');
    expect(markOf({ name: 'Lotus', mark: 'LT' })).toBe('LT');
    expect(markOf({ name: '', mark: null })).toBe('?');
  });
});
