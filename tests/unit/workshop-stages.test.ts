import { describe, expect, it } from 'vitest';
import { canAdvance, isFinalStage, screenOfStage, STAGE_TEXT, stageText, timelineRows } from '@/lib/workshop-stages';
import { WORKSHOP_STAGES } from '@/contracts/vocabulary';

describe('the stages of the workshop (spec §4)', () => {
  it('run in the spec’s order', () => {
    expect(WORKSHOP_STAGES).toEqual([
      'CAR_AT_GARAGE',
      'SURVEY',
      'ESTIMATE_APPROVAL_PENDING',
      'ESTIMATE_COMPLETED',
      'REPAIR_IN_PROGRESS',
      'QUALITY_CHECK',
      'PAYMENT_PENDING',
      'PAYMENT_COMPLETED',
      'CAR_DELIVERED',
      'NO_SERVICE_SELECTED',
    ]);
  });

  it('use the spec’s words where it gives them', () => {
    expect(STAGE_TEXT.CAR_AT_GARAGE).toEqual({ heading: 'Car at garage', nextStep: 'We will examine your car service and repair needs' });
    expect(STAGE_TEXT.PAYMENT_COMPLETED.heading).toBe('Payment received');
    expect(STAGE_TEXT.ESTIMATE_APPROVAL_PENDING.nextStep).toBe('Once approved, we will start the service');
    expect(STAGE_TEXT.PAYMENT_PENDING.nextStep).toBe('After payment, you can schedule your car drop');
  });

  it('say a car handed over at the centre is collected there, and a picked-up car dropped home, as its booking was made', () => {
    expect(stageText('PAYMENT_PENDING', 'PICK_AND_DROP')).toEqual({
      heading: 'Bill ready',
      nextStep: 'After payment, you can schedule your car drop',
    });
    for (const atCentre of ['SELF_DROP', 'SLOT_BOOKING'] as const) {
      expect(stageText('PAYMENT_PENDING', atCentre)).toEqual({
        heading: 'Bill ready',
        nextStep: 'After payment, your car is ready to collect from the service centre',
      });
      expect(stageText('PAYMENT_COMPLETED', atCentre)).toEqual({
        heading: 'Payment received',
        nextStep: 'Your car is being readied for you to collect',
      });
      // The other stages do not depend on how the car goes back.
      expect(stageText('REPAIR_IN_PROGRESS', atCentre)).toEqual(STAGE_TEXT.REPAIR_IN_PROGRESS);
    }
    expect(stageText('PAYMENT_COMPLETED', 'PICK_AND_DROP')).toEqual({
      heading: 'Payment received',
      nextStep: 'Your car is being readied for delivery',
    });
  });

  it('give every stage a heading and a next step of its own', () => {
    const headings = WORKSHOP_STAGES.map((s) => STAGE_TEXT[s].heading);
    const steps = WORKSHOP_STAGES.map((s) => STAGE_TEXT[s].nextStep);
    expect(new Set(headings).size).toBe(10);
    expect(new Set(steps).size).toBe(10);
    expect(headings.every((h) => h.length > 0) && steps.every((n) => n.length > 0)).toBe(true);
  });
});

describe('which stage may follow which', () => {
  it('allows the usual path, one step at a time', () => {
    expect(canAdvance('CAR_AT_GARAGE', 'SURVEY')).toBe(true);
    expect(canAdvance('SURVEY', 'ESTIMATE_APPROVAL_PENDING')).toBe(true);
    expect(canAdvance('ESTIMATE_APPROVAL_PENDING', 'ESTIMATE_COMPLETED')).toBe(true);
    expect(canAdvance('ESTIMATE_COMPLETED', 'REPAIR_IN_PROGRESS')).toBe(true);
    expect(canAdvance('REPAIR_IN_PROGRESS', 'QUALITY_CHECK')).toBe(true);
    expect(canAdvance('QUALITY_CHECK', 'PAYMENT_PENDING')).toBe(true);
    expect(canAdvance('PAYMENT_PENDING', 'PAYMENT_COMPLETED')).toBe(true);
    expect(canAdvance('PAYMENT_COMPLETED', 'CAR_DELIVERED')).toBe(true);
  });

  it('lets quality check send the car back, and a declined estimate end in no service and then delivery', () => {
    expect(canAdvance('QUALITY_CHECK', 'REPAIR_IN_PROGRESS')).toBe(true);
    expect(canAdvance('ESTIMATE_APPROVAL_PENDING', 'NO_SERVICE_SELECTED')).toBe(true);
    expect(canAdvance('NO_SERVICE_SELECTED', 'CAR_DELIVERED')).toBe(true);
  });

  it('refuses skipping, going back and leaving the end', () => {
    expect(canAdvance('CAR_AT_GARAGE', 'ESTIMATE_APPROVAL_PENDING')).toBe(false);
    expect(canAdvance('SURVEY', 'REPAIR_IN_PROGRESS')).toBe(false);
    expect(canAdvance('REPAIR_IN_PROGRESS', 'PAYMENT_PENDING')).toBe(false);
    expect(canAdvance('PAYMENT_PENDING', 'CAR_DELIVERED')).toBe(false);
    expect(canAdvance('PAYMENT_COMPLETED', 'PAYMENT_PENDING')).toBe(false);
    expect(canAdvance('SURVEY', 'NO_SERVICE_SELECTED')).toBe(false);
    expect(canAdvance('ESTIMATE_COMPLETED', 'NO_SERVICE_SELECTED')).toBe(false);
    expect(canAdvance('CAR_DELIVERED', 'CAR_AT_GARAGE')).toBe(false);
    expect(canAdvance('SURVEY', 'SURVEY')).toBe(false);
  });

  it('ends at delivery only', () => {
    expect(WORKSHOP_STAGES.filter(isFinalStage)).toEqual(['CAR_DELIVERED']);
  });
});

describe('the screen of each stage (spec §4)', () => {
  it.each([
    ['WELCOME', '/home'],
    ['ESTIMATE_APPROVAL_PENDING', '/job-cards'],
    ['ESTIMATE_COMPLETED', '/estimate-approval'],
    ['CAR_AT_GARAGE', '/tracking'],
    ['SURVEY', '/tracking'],
    ['REPAIR_IN_PROGRESS', '/tracking'],
    ['QUALITY_CHECK', '/tracking'],
    ['PAYMENT_PENDING', '/tracking'],
    ['PAYMENT_COMPLETED', '/tracking'],
    ['CAR_DELIVERED', '/tracking'],
    ['NO_SERVICE_SELECTED', '/tracking'],
  ] as const)('%s opens %s', (stage, screen) => expect(screenOfStage(stage)).toBe(screen));
});

describe('the timeline as the tracking screen lists it', () => {
  const T = (h: number) => `2026-11-25T${String(h).padStart(2, '0')}:00:00+05:30`;

  it('is empty before check-in', () => expect(timelineRows([])).toEqual([]));

  it('shows the stages done with their times, the current one, and what comes next', () => {
    expect(
      timelineRows([
        { stage: 'CAR_AT_GARAGE', at: T(9) },
        { stage: 'SURVEY', at: T(10) },
      ]),
    ).toEqual([
      { stage: 'CAR_AT_GARAGE', state: 'done', at: T(9) },
      { stage: 'SURVEY', state: 'current', at: T(10) },
      { stage: 'ESTIMATE_APPROVAL_PENDING', state: 'next', at: null },
      { stage: 'ESTIMATE_COMPLETED', state: 'next', at: null },
      { stage: 'REPAIR_IN_PROGRESS', state: 'next', at: null },
      { stage: 'QUALITY_CHECK', state: 'next', at: null },
      { stage: 'PAYMENT_PENDING', state: 'next', at: null },
      { stage: 'PAYMENT_COMPLETED', state: 'next', at: null },
      { stage: 'CAR_DELIVERED', state: 'next', at: null },
    ]);
  });

  it('shows the latest time of a stage entered twice (quality check sent the car back)', () => {
    const rows = timelineRows([
      { stage: 'CAR_AT_GARAGE', at: T(9) },
      { stage: 'SURVEY', at: T(10) },
      { stage: 'ESTIMATE_APPROVAL_PENDING', at: T(11) },
      { stage: 'ESTIMATE_COMPLETED', at: T(12) },
      { stage: 'REPAIR_IN_PROGRESS', at: T(13) },
      { stage: 'QUALITY_CHECK', at: T(15) },
      { stage: 'REPAIR_IN_PROGRESS', at: T(16) },
    ]);
    expect(rows.find((r) => r.stage === 'REPAIR_IN_PROGRESS')).toEqual({ stage: 'REPAIR_IN_PROGRESS', state: 'current', at: T(16) });
    expect(rows.find((r) => r.stage === 'QUALITY_CHECK')).toEqual({ stage: 'QUALITY_CHECK', state: 'next', at: null });
  });

  it('follows the path of a declined estimate, and shows a delivered car as done', () => {
    expect(
      timelineRows([
        { stage: 'CAR_AT_GARAGE', at: T(9) },
        { stage: 'SURVEY', at: T(10) },
        { stage: 'ESTIMATE_APPROVAL_PENDING', at: T(11) },
        { stage: 'NO_SERVICE_SELECTED', at: T(12) },
        { stage: 'CAR_DELIVERED', at: T(17) },
      ]),
    ).toEqual([
      { stage: 'CAR_AT_GARAGE', state: 'done', at: T(9) },
      { stage: 'SURVEY', state: 'done', at: T(10) },
      { stage: 'ESTIMATE_APPROVAL_PENDING', state: 'done', at: T(11) },
      { stage: 'NO_SERVICE_SELECTED', state: 'done', at: T(12) },
      { stage: 'CAR_DELIVERED', state: 'done', at: T(17) },
    ]);
  });
});
