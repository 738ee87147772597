// The quality check's list (the workshop issue: QUALITY_CHECK is "a checklist"): what a senior
// technician checks before the bill is drawn up, and whether the car has passed. Pure.

export interface QcItem {
  key: string;
  text: string;
}

/** The checks, in the order they are done. */
export const QC_ITEMS: readonly QcItem[] = [
  { key: 'work-done', text: 'Every approved job is done' },
  { key: 'test-drive', text: 'Test drive: brakes, steering, no new noises' },
  { key: 'fluids', text: 'Fluid levels topped up, no leaks' },
  { key: 'warning-lights', text: 'No warning lights on the dashboard' },
  { key: 'old-parts', text: 'Replaced parts kept for the customer' },
  { key: 'clean', text: 'Car cleaned inside and out' },
];

export const isQcItem = (key: string): boolean => QC_ITEMS.some((i) => i.key === key);

export interface QcRecord {
  item: string;
  passed: boolean;
  at: Date | string;
  note: string | null;
}

export interface QcRow extends QcItem {
  passed: boolean | null;
  at: string | Date | null;
  note: string | null;
}

/** Each item with its latest result (a car sent back to repair is checked again), in the list's order. */
export function qcRows(records: readonly QcRecord[]): QcRow[] {
  const latest = new Map<string, QcRecord>();
  for (const r of records) latest.set(r.item, r);
  return QC_ITEMS.map((i) => {
    const r = latest.get(i.key);
    return { ...i, passed: r ? r.passed : null, at: r ? r.at : null, note: r ? r.note : null };
  });
}

/** Passed: every item's latest result is a pass. Until then the bill is not drawn up. */
export const qcPassed = (records: readonly QcRecord[]): boolean => qcRows(records).every((r) => r.passed === true);
