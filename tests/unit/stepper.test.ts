import { describe, expect, it } from 'vitest';
import { JOURNEY_STEPS, STEP_LABELS, stepperView, stepsBefore, stepsFor, stepSummary } from '@/lib/stepper';

const D = 'done' as const;
const C = 'current' as const;
const T = 'todo' as const;
/** The view's steps as [id, number, state] rows. */
const rows = (view: ReturnType<typeof stepperView>) => view.steps.map((s) => [s.id, s.number, s.state]);

describe('the steps of a booking', () => {
  it('walks service, car, centre, plan, handover, pick-up address, slot, then details and pay', () => {
    expect(JOURNEY_STEPS).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover', 'address', 'slot', 'pay']);
    expect(STEP_LABELS).toEqual({
      service: 'Service',
      vehicle: 'Car',
      garage: 'Centre',
      choice: 'Plan',
      handover: 'Handover',
      address: 'Pick-up address',
      slot: 'Slot',
      pay: 'Details & pay',
    });
  });

  it('has the pick-up address for pick-up and drop only', () => {
    expect(stepsFor('PICK_AND_DROP')).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover', 'address', 'slot', 'pay']);
    expect(stepsFor('SELF_DROP')).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover', 'slot', 'pay']);
    expect(stepsFor('SLOT_BOOKING')).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover', 'slot', 'pay']);
  });

  it('counts the pick-up address until a handover is chosen (pick-up and drop is the default)', () => {
    expect(stepsFor()).toHaveLength(8);
    expect(stepsFor(undefined)).toContain('address');
  });
});

describe('the steps done before a booking page', () => {
  it('is none on the first step and every other on the last', () => {
    expect(stepsBefore('service', 'PICK_AND_DROP')).toEqual([]);
    expect(stepsBefore('pay', 'PICK_AND_DROP')).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover', 'address', 'slot']);
    expect(stepsBefore('pay', 'SELF_DROP')).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover', 'slot']);
  });

  it('includes the handover on a self-drop booking’s slot step, and no address', () => {
    expect(stepsBefore('slot', 'SELF_DROP')).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover']);
    expect(stepsBefore('slot', 'PICK_AND_DROP')).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover', 'address']);
  });

  it('is none for a step the handover does not have', () => {
    expect(stepsBefore('address', 'SELF_DROP')).toEqual([]);
  });
});

describe('the stepper as shown', () => {
  it('on the first page: step 1 of 8, nothing ticked', () => {
    const view = stepperView({ current: 'service' });
    expect(rows(view)).toEqual([
      ['service', 1, C],
      ['vehicle', 2, T],
      ['garage', 3, T],
      ['choice', 4, T],
      ['handover', 5, T],
      ['address', 6, T],
      ['slot', 7, T],
      ['pay', 8, T],
    ]);
    expect(stepSummary(view)).toBe('Step 1 of 8 · Service');
  });

  it('on the self-drop page: the handover ticked, no address, step 6 of 7', () => {
    const view = stepperView({ current: 'slot', handover: 'SELF_DROP', done: ['service', 'vehicle', 'garage', 'choice', 'handover'] });
    expect(rows(view)).toEqual([
      ['service', 1, D],
      ['vehicle', 2, D],
      ['garage', 3, D],
      ['choice', 4, D],
      ['handover', 5, D],
      ['slot', 6, C],
      ['pay', 7, T],
    ]);
    expect(view.position).toBe(6);
    expect(view.total).toBe(7);
    expect(stepSummary(view)).toBe('Step 6 of 7 · Slot');
  });

  it('on a pick-up and drop booking’s slot page: the address ticked too, step 7 of 8', () => {
    const view = stepperView({
      current: 'slot',
      handover: 'PICK_AND_DROP',
      done: ['service', 'vehicle', 'garage', 'choice', 'handover', 'address'],
    });
    expect(rows(view).map(([, n, state]) => `${n}${state}`)).toEqual([
      '1done',
      '2done',
      '3done',
      '4done',
      '5done',
      '6done',
      '7current',
      '8todo',
    ]);
    expect(stepSummary(view)).toBe('Step 7 of 8 · Slot');
  });

  it('on the last step, with each handover', () => {
    expect(stepSummary(stepperView({ current: 'pay', handover: 'PICK_AND_DROP' }))).toBe('Step 8 of 8 · Details & pay');
    expect(stepSummary(stepperView({ current: 'pay', handover: 'SELF_DROP' }))).toBe('Step 7 of 7 · Details & pay');
    expect(stepSummary(stepperView({ current: 'pay', handover: 'SLOT_BOOKING' }))).toBe('Step 7 of 7 · Details & pay');
  });

  it('marks the current step as current even when its choice is already made', () => {
    const view = stepperView({ current: 'vehicle', done: ['service', 'vehicle', 'garage'] });
    expect(rows(view).slice(0, 4)).toEqual([
      ['service', 1, D],
      ['vehicle', 2, C],
      ['garage', 3, D],
      ['choice', 4, T],
    ]);
  });

  it('links back from done steps only', () => {
    const view = stepperView({
      current: 'garage',
      done: ['service', 'vehicle'],
      hrefs: { service: '/service-centre/ad-services/home', garage: '/here', choice: '/later' },
    });
    expect(view.steps.map((s) => s.href)).toEqual([
      '/service-centre/ad-services/home',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps a page’s own step that its handover lacks', () => {
    const view = stepperView({ current: 'address', handover: 'SELF_DROP' });
    expect(view.steps.map((s) => s.id)).toEqual(['service', 'vehicle', 'garage', 'choice', 'handover', 'address', 'slot', 'pay']);
    expect(stepSummary(view)).toBe('Step 6 of 8 · Pick-up address');
  });
});
