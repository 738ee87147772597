import { describe, expect, it } from 'vitest';
import { isQcItem, QC_ITEMS, qcPassed, qcRows } from '@/lib/quality-check';

const ALL = ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'];
const pass = (item: string, at = '2026-11-25T10:00:00+05:30') => ({ item, passed: true, at, note: null });

describe('the quality check', () => {
  it('has six items in the order they are done', () => {
    expect(QC_ITEMS).toEqual([
      { key: 'work-done', text: 'Every approved job is done' },
      { key: 'test-drive', text: 'Test drive: brakes, steering, no new noises' },
      { key: 'fluids', text: 'Fluid levels topped up, no leaks' },
      { key: 'warning-lights', text: 'No warning lights on the dashboard' },
      { key: 'old-parts', text: 'Replaced parts kept for the customer' },
      { key: 'clean', text: 'Car cleaned inside and out' },
    ]);
    expect([isQcItem('fluids'), isQcItem('polish'), isQcItem('')]).toEqual([true, false, false]);
  });

  it('passes only when every item passed: one missing or one failing is not enough', () => {
    expect(qcPassed(ALL.map((i) => pass(i)))).toBe(true);
    expect(qcPassed(ALL.slice(1).map((i) => pass(i)))).toBe(false);
    expect(
      qcPassed([...ALL.map((i) => pass(i)), { item: 'clean', passed: false, at: '2026-11-25T10:05:00+05:30', note: 'Seats still dusty' }]),
    ).toBe(false);
    expect(qcPassed([])).toBe(false);
  });

  it('counts the latest result of each item: a car checked again after repair', () => {
    const records = [
      ...ALL.map((i) => pass(i)),
      { item: 'test-drive', passed: false, at: '2026-11-25T10:05:00+05:30', note: 'Brake noise' },
      pass('test-drive', '2026-11-25T12:00:00+05:30'),
    ];
    expect(qcPassed(records)).toBe(true);
    const rows = qcRows(records.slice(0, -1));
    expect(rows[1]).toEqual({
      key: 'test-drive',
      text: 'Test drive: brakes, steering, no new noises',
      passed: false,
      at: '2026-11-25T10:05:00+05:30',
      note: 'Brake noise',
    });
    expect(qcRows([])[0]).toEqual({ key: 'work-done', text: 'Every approved job is done', passed: null, at: null, note: null });
  });

  it('ignores a result for an item not on the list', () => {
    expect(qcRows([pass('polish')]).map((r) => r.passed)).toEqual([null, null, null, null, null, null]);
  });
});
