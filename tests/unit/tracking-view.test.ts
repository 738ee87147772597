import { describe, expect, it } from 'vitest';
import { trackingRows } from '@/lib/tracking-view';

// Headings typed out from src/lib/workshop-stages.ts's table.
const at = (hh: string) => `2026-11-25T${hh}:00+05:30`;

describe("the tracking screen lists the car's stages", () => {
  it('shows done stages with their time and latest note, the current one, then those to come', () => {
    const rows = trackingRows([
      { stage: 'CAR_AT_GARAGE', at: at('09:00'), note: null },
      { stage: 'SURVEY', at: at('09:30'), note: 'Front brake pads look worn' },
    ]);
    expect(rows.slice(0, 3)).toEqual([
      { stage: 'CAR_AT_GARAGE', heading: 'Car at garage', state: 'done', at: at('09:00'), note: null },
      { stage: 'SURVEY', heading: 'Inspection under way', state: 'current', at: at('09:30'), note: 'Front brake pads look worn' },
      { stage: 'ESTIMATE_APPROVAL_PENDING', heading: 'Estimate ready for your approval', state: 'next', at: null, note: null },
    ]);
    expect(rows.map((r) => r.stage)).toEqual([
      'CAR_AT_GARAGE',
      'SURVEY',
      'ESTIMATE_APPROVAL_PENDING',
      'ESTIMATE_COMPLETED',
      'REPAIR_IN_PROGRESS',
      'QUALITY_CHECK',
      'PAYMENT_PENDING',
      'PAYMENT_COMPLETED',
      'CAR_DELIVERED',
    ]);
  });

  it('keeps the latest note of a stage entered twice, and no note on a stage to come', () => {
    const rows = trackingRows([
      { stage: 'CAR_AT_GARAGE', at: at('09:00'), note: null },
      { stage: 'SURVEY', at: at('09:30'), note: null },
      { stage: 'ESTIMATE_APPROVAL_PENDING', at: at('10:00'), note: null },
      { stage: 'ESTIMATE_COMPLETED', at: at('10:30'), note: null },
      { stage: 'REPAIR_IN_PROGRESS', at: at('11:00'), note: 'Pads ordered' },
      { stage: 'QUALITY_CHECK', at: at('14:00'), note: 'Brake noise on test drive' },
      { stage: 'REPAIR_IN_PROGRESS', at: at('14:30'), note: 'Refitting the pads' },
      { stage: 'QUALITY_CHECK', at: at('15:00'), note: null },
      { stage: 'REPAIR_IN_PROGRESS', at: at('15:10'), note: null },
    ]);
    const repair = rows.find((r) => r.stage === 'REPAIR_IN_PROGRESS')!;
    // Entered again without a note: the latest note given is kept.
    expect(repair).toEqual({
      stage: 'REPAIR_IN_PROGRESS',
      heading: 'Service in progress',
      state: 'current',
      at: at('15:10'),
      note: 'Refitting the pads',
    });
    // Quality check comes after the current stage again: to come, without its earlier note.
    expect(rows.find((r) => r.stage === 'QUALITY_CHECK')).toEqual({
      stage: 'QUALITY_CHECK',
      heading: 'Quality check',
      state: 'next',
      at: null,
      note: null,
    });
  });
});
