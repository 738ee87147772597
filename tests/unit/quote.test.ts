import { describe, expect, it } from 'vitest';
import { amountDueAtGarage, bookingFee, quoteSelection, type PriceList } from '@/lib/quote';

const LIST: PriceList = {
  plans: { ESSENTIAL: { offerPricePaise: 279900 }, ENHANCED: { offerPricePaise: 439900 } },
  repairs: [{ id: 'brake-pads-front', name: 'Front brake pads', pricePaise: 189900 }, { id: 'ac-service', name: 'AC service', pricePaise: 219900 }],
  spa: [{ id: 'foam-wash', name: 'Foam wash', pricePaise: 49900 }],
  inspection: { id: 'engine-diagnostics', name: 'Engine scan', pricePaise: 59900 },
};

describe('quoting a selection', () => {
  it('prices the chosen plan of a periodic service, and nothing else', () => {
    expect(quoteSelection(LIST, { serviceType: 'periodic_service', plan: 'ESSENTIAL', repairs: ['ac-service'], spa: 'foam-wash' }))
      .toEqual({ lines: [{ id: 'ESSENTIAL', name: 'Basic plan', amount_paise: 279900 }], total_paise: 279900, label: 'Total' });
    expect(quoteSelection(LIST, { serviceType: 'periodic_service' })).toEqual({ lines: [], total_paise: 0, label: 'Total' });
    expect(quoteSelection({ ...LIST, plans: null }, { serviceType: 'periodic_service', plan: 'ENHANCED' }).total_paise).toBe(0);
  });

  it('adds up repairs in the order chosen and leaves out ids the garage does not price', () => {
    const quote = quoteSelection(LIST, { serviceType: 'specific_repair', repairs: ['ac-service', 'gone', 'brake-pads-front'] });
    expect(quote.lines.map((l) => l.id)).toEqual(['ac-service', 'brake-pads-front']);
    expect(quote.total_paise).toBe(409800);
  });

  it('prices one spa package', () => {
    expect(quoteSelection(LIST, { serviceType: 'car_spa_and_cleaning', spa: 'foam-wash' }).total_paise).toBe(49900);
    expect(quoteSelection(LIST, { serviceType: 'car_spa_and_cleaning', spa: 'ceramic' }).lines).toEqual([]);
  });

  it('prices the inspection when the customer is not sure, and says so', () => {
    expect(quoteSelection(LIST, { serviceType: 'not_sure_about_issue' }))
      .toEqual({ lines: [{ id: 'engine-diagnostics', name: 'Engine scan', amount_paise: 59900 }], total_paise: 59900, label: 'Inspection fee' });
    expect(quoteSelection({ ...LIST, inspection: null }, { serviceType: 'not_sure_about_issue' })).toEqual({ lines: [], total_paise: 0, label: 'Inspection fee' });
  });
});

describe('the booking fee', () => {
  const fees = [{ serviceType: 'periodic_service', amountPaise: 19900 }, { serviceType: 'car_spa_and_cleaning', amountPaise: 9900 }];

  it('is the garage\'s fixed amount for the service type, or none', () => {
    expect(bookingFee(fees, 'periodic_service')).toBe(19900);
    expect(bookingFee(fees, 'car_spa_and_cleaning')).toBe(9900);
    expect(bookingFee(fees, 'specific_repair')).toBeNull();
  });

  it('is deducted from the final bill at the garage, which never goes below zero', () => {
    expect(amountDueAtGarage(439900, 19900)).toBe(420000);
    expect(amountDueAtGarage(19900, 19900)).toBe(0);
    expect(amountDueAtGarage(9900, 19900)).toBe(0);
  });
});
