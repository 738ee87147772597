import { describe, expect, it } from 'vitest';
import { bookedLines, coveredBy, extraRefusal, jobWords, planInclusions, type BookedContext } from '@/lib/booked-work';

// Docs/decisions/035: the service booked on the estimate, and extras that would bill it twice.
// Names and prices typed out from the seed catalogue (src/backend/platform/db/seed/data/catalogue.json).

describe('the booked service at check-in', () => {
  it("a periodic service's plan, a repair booking's repairs, a spa package, a not-sure customer's inspection", () => {
    expect(bookedLines('periodic_service', { lines: [{ id: 'ESSENTIAL', name: 'Basic plan', amount_paise: 489_900 }] })).toEqual([
      { origin: 'PLAN', catalogueItemId: 'ESSENTIAL', partName: 'Basic plan', amountPaise: 489_900 },
    ]);
    expect(
      bookedLines('specific_repair', {
        lines: [
          { id: 'brake-pads-front', name: 'Front brake pads replacement', amount_paise: 189_900 },
          { id: 'ac-service', name: 'AC service', amount_paise: 219_900 },
        ],
      }).map((l) => [l.origin, l.catalogueItemId]),
    ).toEqual([
      ['REPAIR', 'brake-pads-front'],
      ['REPAIR', 'ac-service'],
    ]);
    expect(bookedLines('car_spa_and_cleaning', { lines: [{ id: 'foam-wash', name: 'Foam wash', amount_paise: 49_900 }] })[0]!.origin).toBe(
      'SPA',
    );
    expect(
      bookedLines('not_sure_about_issue', {
        lines: [{ id: 'engine-diagnostics', name: 'Engine scan and diagnostics', amount_paise: 59_900 }],
      })[0]!.origin,
    ).toBe('INSPECTION');
  });

  it('nothing without a quote', () => {
    expect(bookedLines('periodic_service', null)).toEqual([]);
    expect(bookedLines('specific_repair', { lines: [] })).toEqual([]);
  });

  it('spec §9: the basic plan leaves five inclusions out, the advanced plan includes all', () => {
    const inclusions = [
      { name: 'Engine oil', in_essential: true },
      { name: 'Wheel alignment', in_essential: false },
      { name: 'Wheel balancing', in_essential: false },
    ];
    expect(planInclusions('ESSENTIAL', inclusions)).toEqual(['Engine oil']);
    expect(planInclusions('ENHANCED', inclusions)).toEqual(['Engine oil', 'Wheel alignment', 'Wheel balancing']);
  });
});

describe('the words that name a job', () => {
  it('drop small words and the words for doing it again, and make plurals singular', () => {
    expect([...jobWords('Spark plugs replacement')]).toEqual(['spark', 'plug']);
    expect([...jobWords('Wheel alignment and balancing')]).toEqual(['wheel', 'alignment', 'balancing']);
    expect([...jobWords('Glass  polish')]).toEqual(['glass', 'polish']);
    expect([...jobWords('AC gas top-up')]).toEqual(['ac', 'gas', 'top', 'up']);
  });

  it('a part is covered when its words are exactly those of included jobs, each named whole', () => {
    expect(coveredBy('Engine oil change', ['Engine oil', 'Oil filter'])).toEqual(['Engine oil']);
    expect(coveredBy('Wheel alignment and balancing', ['Wheel alignment', 'Wheel balancing', 'Car wash'])).toEqual([
      'Wheel alignment',
      'Wheel balancing',
    ]);
    expect(coveredBy('Engine oil and oil filter', ['Engine oil', 'Oil filter'])).toEqual(['Engine oil', 'Oil filter']);
    // New work beside an included job: one word more than any included job covers.
    expect(coveredBy('Engine oil leak repair', ['Engine oil'])).toEqual([]);
    expect(coveredBy('Spark plugs replacement', ['Spark plug check'])).toEqual([]);
    expect(coveredBy('Wheel alignment and balancing', ['Wheel alignment'])).toEqual([]);
    expect(coveredBy('Foam wash', ['Car wash'])).toEqual([]);
    expect(coveredBy('', ['Car wash'])).toEqual([]);
  });
});

describe('an extra part that would bill work twice', () => {
  const context: BookedContext = {
    booked: [{ catalogueItemId: 'ESSENTIAL', partName: 'Basic plan' }],
    included: ['Engine oil', 'Oil filter', 'Air filter', 'Car wash'],
    planName: 'Basic',
    catalogue: [
      { id: 'wheel-alignment', name: 'Wheel alignment and balancing' },
      { id: 'battery-replacement', name: 'Battery replacement' },
    ],
  };

  it('is refused when the booked plan includes it, naming it and the plan', () => {
    expect(extraRefusal({ name: 'Engine oil replacement', catalogueItemId: null }, context)).toBe(
      "'Engine oil' is included in the Basic plan",
    );
    expect(extraRefusal({ name: 'Air filter and oil filter', catalogueItemId: null }, context)).toBe(
      "'Oil filter' and 'Air filter' are included in the Basic plan",
    );
  });

  it('is refused when it was booked (picked from the catalogue or typed in)', () => {
    const repairs: BookedContext = {
      ...context,
      booked: [{ catalogueItemId: 'battery-replacement', partName: 'Battery replacement' }],
      included: [],
      planName: null,
    };
    expect(extraRefusal({ name: 'Battery replacement', catalogueItemId: 'battery-replacement' }, repairs)).toBe(
      "'Battery replacement' was booked with the service and is on the estimate already",
    );
    expect(extraRefusal({ name: 'battery  replacement', catalogueItemId: null }, repairs)).toBe(
      "'Battery replacement' was booked with the service and is on the estimate already",
    );
  });

  it('typed in, is sent to the catalogue when the catalogue has it for this car', () => {
    expect(extraRefusal({ name: 'Wheel alignment & balancing', catalogueItemId: null }, context)).toBe(
      "'Wheel alignment and balancing' is in the catalogue: pick it from the list, priced for this car",
    );
    // Picked from the catalogue, it is taken (the Basic plan leaves alignment out).
    expect(extraRefusal({ name: 'Wheel alignment and balancing', catalogueItemId: 'wheel-alignment' }, context)).toBeNull();
  });

  it('a catalogue item is added once', () => {
    expect(
      extraRefusal(
        { name: 'Battery replacement', catalogueItemId: 'battery-replacement' },
        { ...context, extras: ['battery-replacement'] },
      ),
    ).toBe("'Battery replacement' is on the estimate already");
    expect(
      extraRefusal({ name: 'Battery replacement', catalogueItemId: 'battery-replacement' }, { ...context, extras: ['wheel-alignment'] }),
    ).toBeNull();
  });

  it('is taken when it is new work', () => {
    expect(extraRefusal({ name: 'Engine oil leak repair', catalogueItemId: null }, context)).toBeNull();
    expect(extraRefusal({ name: 'Rear wiper blade', catalogueItemId: null }, context)).toBeNull();
    expect(extraRefusal({ name: 'Battery replacement', catalogueItemId: 'battery-replacement' }, context)).toBeNull();
  });

  it('on the Advanced plan, wheel alignment and balancing is included even from the catalogue', () => {
    const advanced: BookedContext = {
      ...context,
      included: [...context.included, 'Wheel alignment', 'Wheel balancing'],
      planName: 'Advanced',
    };
    expect(extraRefusal({ name: 'Wheel alignment and balancing', catalogueItemId: 'wheel-alignment' }, advanced)).toBe(
      "'Wheel alignment' and 'Wheel balancing' are included in the Advanced plan",
    );
  });
});
