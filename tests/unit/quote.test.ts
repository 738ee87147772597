import { describe, expect, it } from 'vitest';
import { bookingFee, quoteSelection, type PriceList } from '@/lib/quote';

const LIST: PriceList = {
  plans: { ESSENTIAL: { offerPricePaise: 279900 }, ENHANCED: { offerPricePaise: 439900 } },
  repairs: [
    { id: 'brake-pads-front', name: 'Front brake pads', pricePaise: 189900 },
    { id: 'ac-service', name: 'AC service', pricePaise: 219900 },
  ],
  spa: [
    { id: 'foam-wash', name: 'Foam wash', pricePaise: 49900 },
    { id: 'interior-detailing', name: 'Interior detailing', pricePaise: 149900 },
  ],
  inspection: { id: 'engine-diagnostics', name: 'Engine scan', pricePaise: 59900 },
};
const EMPTY_TOTAL = { lines: [], total_paise: 0, label: 'Total' };
// Everything a customer could have picked, for checking that a service type prices only its own choice.
const EVERYTHING = { plan: 'ENHANCED', repairs: ['ac-service'], spa: 'foam-wash' } as const;

describe('quoting a periodic service', () => {
  it('prices the Basic plan at its offer price', () => {
    expect(quoteSelection(LIST, { serviceType: 'periodic_service', plan: 'ESSENTIAL' })).toEqual({
      lines: [{ id: 'ESSENTIAL', name: 'Basic plan', amount_paise: 279900 }],
      total_paise: 279900,
      label: 'Total',
    });
  });

  it('prices the Advanced plan at its offer price, and nothing else that was picked', () => {
    expect(quoteSelection(LIST, { serviceType: 'periodic_service', ...EVERYTHING })).toEqual({
      lines: [{ id: 'ENHANCED', name: 'Advanced plan', amount_paise: 439900 }],
      total_paise: 439900,
      label: 'Total',
    });
  });

  it('prices nothing before a plan is chosen', () => {
    expect(quoteSelection(LIST, { serviceType: 'periodic_service' })).toEqual(EMPTY_TOTAL);
  });

  it('prices nothing, rather than zero, when the garage has no plans for the car', () => {
    expect(quoteSelection({ ...LIST, plans: null }, { serviceType: 'periodic_service', plan: 'ENHANCED' })).toEqual(EMPTY_TOTAL);
  });
});

describe('quoting specific repairs', () => {
  it('adds up the repairs in the order chosen', () => {
    expect(quoteSelection(LIST, { serviceType: 'specific_repair', repairs: ['ac-service', 'brake-pads-front'] })).toEqual({
      lines: [
        { id: 'ac-service', name: 'AC service', amount_paise: 219900 },
        { id: 'brake-pads-front', name: 'Front brake pads', amount_paise: 189900 },
      ],
      total_paise: 409800,
      label: 'Total',
    });
  });

  it('leaves out ids the garage does not price instead of pricing them at zero', () => {
    expect(quoteSelection(LIST, { serviceType: 'specific_repair', repairs: ['gone', 'brake-pads-front', 'foam-wash'] })).toEqual({
      lines: [{ id: 'brake-pads-front', name: 'Front brake pads', amount_paise: 189900 }],
      total_paise: 189900,
      label: 'Total',
    });
  });

  it('ignores the plan and spa package that were picked', () => {
    expect(quoteSelection(LIST, { serviceType: 'specific_repair', ...EVERYTHING }).total_paise).toBe(219900);
  });

  it('prices nothing without repairs', () => {
    expect(quoteSelection(LIST, { serviceType: 'specific_repair', repairs: [] })).toEqual(EMPTY_TOTAL);
    expect(quoteSelection(LIST, { serviceType: 'specific_repair' })).toEqual(EMPTY_TOTAL);
    expect(quoteSelection(LIST, { serviceType: 'specific_repair', repairs: ['gone'] })).toEqual(EMPTY_TOTAL);
  });
});

describe('quoting car spa and cleaning', () => {
  it('prices the one package chosen', () => {
    expect(quoteSelection(LIST, { serviceType: 'car_spa_and_cleaning', spa: 'interior-detailing' })).toEqual({
      lines: [{ id: 'interior-detailing', name: 'Interior detailing', amount_paise: 149900 }],
      total_paise: 149900,
      label: 'Total',
    });
  });

  it('ignores the plan and repairs that were picked', () => {
    expect(quoteSelection(LIST, { serviceType: 'car_spa_and_cleaning', ...EVERYTHING })).toEqual({
      lines: [{ id: 'foam-wash', name: 'Foam wash', amount_paise: 49900 }],
      total_paise: 49900,
      label: 'Total',
    });
  });

  it('prices nothing for a package the garage does not offer, or none at all', () => {
    expect(quoteSelection(LIST, { serviceType: 'car_spa_and_cleaning', spa: 'ceramic' })).toEqual(EMPTY_TOTAL);
    expect(quoteSelection(LIST, { serviceType: 'car_spa_and_cleaning', spa: 'ac-service' })).toEqual(EMPTY_TOTAL);
    expect(quoteSelection(LIST, { serviceType: 'car_spa_and_cleaning' })).toEqual(EMPTY_TOTAL);
  });
});

describe('quoting when the customer is not sure what is wrong', () => {
  it('prices the inspection and labels the total as the inspection fee', () => {
    expect(quoteSelection(LIST, { serviceType: 'not_sure_about_issue' })).toEqual({
      lines: [{ id: 'engine-diagnostics', name: 'Engine scan', amount_paise: 59900 }],
      total_paise: 59900,
      label: 'Inspection fee',
    });
  });

  it('prices only the inspection, whatever else was picked', () => {
    expect(quoteSelection(LIST, { serviceType: 'not_sure_about_issue', ...EVERYTHING })).toEqual({
      lines: [{ id: 'engine-diagnostics', name: 'Engine scan', amount_paise: 59900 }],
      total_paise: 59900,
      label: 'Inspection fee',
    });
  });

  it('prices nothing when the garage has no inspection, still labelled as the inspection fee', () => {
    expect(quoteSelection({ ...LIST, inspection: null }, { serviceType: 'not_sure_about_issue' })).toEqual({
      lines: [],
      total_paise: 0,
      label: 'Inspection fee',
    });
  });
});

describe('the label of the total', () => {
  it.each(['periodic_service', 'specific_repair', 'car_spa_and_cleaning'] as const)('is Total for %s', (serviceType) => {
    expect(quoteSelection(LIST, { serviceType, ...EVERYTHING }).label).toBe('Total');
  });
});

describe('the booking fee', () => {
  const fees = [
    { serviceType: 'periodic_service', amountPaise: 19900 },
    { serviceType: 'specific_repair', amountPaise: 19900 },
    { serviceType: 'not_sure_about_issue', amountPaise: 9900 },
    { serviceType: 'car_spa_and_cleaning', amountPaise: 9900 },
  ];

  it("is the garage's fixed amount for the service type, in paise", () => {
    expect(bookingFee(fees, 'periodic_service')).toBe(19900);
    expect(bookingFee(fees, 'specific_repair')).toBe(19900);
    expect(bookingFee(fees, 'not_sure_about_issue')).toBe(9900);
    expect(bookingFee(fees, 'car_spa_and_cleaning')).toBe(9900);
  });

  it('is none when the garage takes no online bookings for the service type', () => {
    expect(bookingFee(fees.slice(0, 1), 'specific_repair')).toBeNull();
    expect(bookingFee([], 'periodic_service')).toBeNull();
  });

  it('is a free booking, not none, when the fee is zero', () => {
    expect(bookingFee([{ serviceType: 'car_spa_and_cleaning', amountPaise: 0 }], 'car_spa_and_cleaning')).toBe(0);
  });
});
