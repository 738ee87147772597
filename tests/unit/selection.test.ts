import { describe, expect, it } from 'vitest';
import { selectionQuery, summariseSelection } from '@/islands/choices/selection';

/** A quote as the server sends it; the total is typed out, as the server's word on it. */
const quote = (lines: [string, string, number][], total_paise: number, label = 'Total') => ({
  lines: lines.map(([id, name, amount_paise]) => ({ id, name, amount_paise })),
  total_paise,
  label,
});
const NOTHING_PRICED = quote([], 0);

describe('summarising the choice', () => {
  it('has nothing to say before a service type is chosen', () => {
    expect(summariseSelection({ repairs: [] })).toBeNull();
    expect(
      summariseSelection({ repairs: ['brake-pads'], plan: 'ESSENTIAL' }, quote([['ESSENTIAL', 'Basic plan', 279900]], 279900)),
    ).toBeNull();
  });
});

describe('summarising a periodic service', () => {
  it("names the chosen plan and shows the server's price and total", () => {
    expect(
      summariseSelection(
        { serviceType: 'periodic_service', plan: 'ENHANCED', repairs: [] },
        quote([['ENHANCED', 'Advanced plan', 439900]], 439900),
      ),
    ).toEqual({
      title: 'Plan',
      route: 'pricing-plans',
      lines: [{ name: 'Advanced plan', price: 439900 }],
      short: 'Advanced plan',
      total: 439900,
      totalLabel: 'Total',
      complete: true,
    });
  });

  it('names the plan by its display name without a price before the quote arrives', () => {
    expect(summariseSelection({ serviceType: 'periodic_service', plan: 'ESSENTIAL', repairs: [] })).toEqual({
      title: 'Plan',
      route: 'pricing-plans',
      lines: [{ name: 'Basic plan' }],
      short: 'Basic plan',
      total: undefined,
      totalLabel: 'Total',
      complete: true,
    });
    expect(summariseSelection({ serviceType: 'periodic_service', plan: 'ENHANCED', repairs: [] }, null)).toMatchObject({
      lines: [{ name: 'Advanced plan' }],
      short: 'Advanced plan',
    });
  });

  it('is not complete before a plan is chosen, and shows no total', () => {
    expect(summariseSelection({ serviceType: 'periodic_service', repairs: [] }, quote([], 0))).toEqual({
      title: 'Plan',
      route: 'pricing-plans',
      lines: [],
      short: 'No plan chosen yet',
      totalLabel: 'Total',
      complete: false,
    });
  });
});

describe('summarising specific repairs', () => {
  it("counts the priced repairs and shows the server's lines and total", () => {
    expect(
      summariseSelection(
        { serviceType: 'specific_repair', repairs: ['wheel-alignment', 'brake-pads'] },
        quote(
          [
            ['wheel-alignment', 'Wheel alignment', 89900],
            ['brake-pads', 'Brake pads', 189900],
          ],
          279800,
        ),
      ),
    ).toEqual({
      title: 'Repairs',
      route: 'specific-repair',
      short: '2 repairs',
      total: 279800,
      totalLabel: 'Total',
      complete: true,
      lines: [
        { name: 'Wheel alignment', price: 89900 },
        { name: 'Brake pads', price: 189900 },
      ],
    });
  });

  it('says "1 repair" for one', () => {
    expect(
      summariseSelection(
        { serviceType: 'specific_repair', repairs: ['brake-pads'] },
        quote([['brake-pads', 'Brake pads', 189900]], 189900),
      ),
    ).toMatchObject({ short: '1 repair', total: 189900, complete: true });
  });

  it('counts only the repairs the garage prices, as the quote says', () => {
    expect(
      summariseSelection(
        { serviceType: 'specific_repair', repairs: ['gone', 'brake-pads'] },
        quote([['brake-pads', 'Brake pads', 189900]], 189900),
      ),
    ).toMatchObject({ short: '1 repair', lines: [{ name: 'Brake pads', price: 189900 }] });
  });

  it('shows the total the server sent', () => {
    expect(
      summariseSelection({ serviceType: 'specific_repair', repairs: ['brake-pads'] }, quote([['brake-pads', 'Brake pads', 189900]], 150000))
        ?.total,
    ).toBe(150000);
  });

  it('names each picked repair without a price before the quote arrives, and has no total then', () => {
    expect(summariseSelection({ serviceType: 'specific_repair', repairs: ['brake-pads', 'ac-service'] })).toEqual({
      title: 'Repairs',
      route: 'specific-repair',
      lines: [{ name: 'Repair' }, { name: 'Repair' }],
      short: '2 repairs',
      total: undefined,
      totalLabel: 'Total',
      complete: true,
    });
  });

  it('is not complete with no repair, or none the garage prices, and shows no total', () => {
    expect(summariseSelection({ serviceType: 'specific_repair', repairs: [] })).toMatchObject({
      lines: [],
      short: 'No repair chosen yet',
      complete: false,
      total: undefined,
    });
    expect(summariseSelection({ serviceType: 'specific_repair', repairs: ['gone'] }, NOTHING_PRICED)).toMatchObject({
      lines: [],
      short: 'No repair chosen yet',
      complete: false,
      total: undefined,
    });
  });
});

describe('summarising an issue the customer is not sure about', () => {
  const fee = () => quote([['engine-diagnostics', 'Engine scan and diagnostics', 59900]], 59900, 'Inspection fee');

  it('lists the symptoms and the note, priced by the inspection fee', () => {
    const journey = {
      serviceType: 'not_sure_about_issue' as const,
      repairs: [],
      issue: { symptoms: ['Vibration'], note: ' shakes at 80 ' },
    };
    expect(summariseSelection(journey, fee())).toEqual({
      title: 'Symptoms',
      route: 'unknown-issue',
      lines: [{ name: 'Vibration' }, { name: '“shakes at 80”' }],
      short: '1 symptom',
      total: 59900,
      totalLabel: 'Inspection fee',
      complete: true,
    });
  });

  it('counts two symptoms and leaves out a blank note', () => {
    const journey = {
      serviceType: 'not_sure_about_issue' as const,
      repairs: [],
      issue: { symptoms: ['Vibration', 'Strange noise'], note: '   ' },
    };
    expect(summariseSelection(journey, fee())).toMatchObject({
      lines: [{ name: 'Vibration' }, { name: 'Strange noise' }],
      short: '2 symptoms',
      complete: true,
    });
  });

  it('is described by a note of ten characters alone', () => {
    const journey = { serviceType: 'not_sure_about_issue' as const, repairs: [], issue: { symptoms: [], note: 'Pulls left' } };
    expect(summariseSelection(journey, fee())).toMatchObject({
      lines: [{ name: '“Pulls left”' }],
      short: 'Issue described',
      complete: true,
    });
  });

  it('is not complete with a note of nine characters and no symptom, and lists nothing', () => {
    const journey = { serviceType: 'not_sure_about_issue' as const, repairs: [], issue: { symptoms: [], note: 'Pulls lef' } };
    expect(summariseSelection(journey, fee())).toMatchObject({ lines: [], short: 'No symptom yet', complete: false });
    expect(summariseSelection({ serviceType: 'not_sure_about_issue', repairs: [] })).toMatchObject({
      lines: [],
      short: 'No symptom yet',
      complete: false,
      total: undefined,
      totalLabel: 'Total',
    });
  });

  // When the garage prices no inspection the server's quote has no lines and a total of 0: no "Inspection fee ₹0".
  it('shows no inspection fee when the garage does not price the inspection', () => {
    const journey = { serviceType: 'not_sure_about_issue' as const, repairs: [], issue: { symptoms: ['Vibration'], note: '' } };
    expect(summariseSelection(journey, quote([], 0, 'Inspection fee'))?.total).toBeUndefined();
  });
});

describe('summarising car spa and cleaning', () => {
  it('names the chosen spa package from the quote, with its price and total', () => {
    expect(
      summariseSelection(
        { serviceType: 'car_spa_and_cleaning', spaPackage: 'foam-wash', repairs: [] },
        quote([['foam-wash', 'Foam wash', 49900]], 49900),
      ),
    ).toEqual({
      title: 'Spa package',
      route: 'car-spa',
      lines: [{ name: 'Foam wash', price: 49900 }],
      short: 'Foam wash',
      total: 49900,
      totalLabel: 'Total',
      complete: true,
    });
  });

  it('calls it a spa package before the quote arrives', () => {
    expect(summariseSelection({ serviceType: 'car_spa_and_cleaning', spaPackage: 'foam-wash', repairs: [] })).toMatchObject({
      lines: [{ name: 'Spa package' }],
      short: 'Spa package',
      total: undefined,
      complete: true,
    });
  });

  it('does not count a package the garage no longer prices as a choice', () => {
    expect(summariseSelection({ serviceType: 'car_spa_and_cleaning', spaPackage: 'gone', repairs: [] }, NOTHING_PRICED)).toMatchObject({
      lines: [],
      short: 'Spa package',
      total: undefined,
      complete: false,
    });
  });

  it('is not complete before a package is chosen', () => {
    expect(summariseSelection({ serviceType: 'car_spa_and_cleaning', repairs: [] }, NOTHING_PRICED)).toEqual({
      title: 'Spa package',
      route: 'car-spa',
      lines: [],
      short: 'No package chosen yet',
      totalLabel: 'Total',
      complete: false,
    });
  });
});

describe('what the server is asked to price', () => {
  const journey = { plan: 'ENHANCED' as const, repairs: ['brake-pads'], spaPackage: 'foam-wash' };

  it('asks for the plan of a periodic service only', () => {
    expect(selectionQuery({ ...journey, serviceType: 'periodic_service' })).toStrictEqual({
      service_type: 'periodic_service',
      plan: 'ENHANCED',
    });
  });

  it('asks for the repairs of specific repairs only', () => {
    expect(selectionQuery({ ...journey, serviceType: 'specific_repair' })).toStrictEqual({
      service_type: 'specific_repair',
      repairs: ['brake-pads'],
    });
  });

  it('does not send an empty list of repairs', () => {
    expect(selectionQuery({ ...journey, serviceType: 'specific_repair', repairs: [] })).toEqual({ service_type: 'specific_repair' });
    expect(selectionQuery({ ...journey, serviceType: 'specific_repair', repairs: [] }).repairs).toBeUndefined();
  });

  it('asks for the spa package of car spa and cleaning only', () => {
    expect(selectionQuery({ ...journey, serviceType: 'car_spa_and_cleaning' })).toStrictEqual({
      service_type: 'car_spa_and_cleaning',
      spa: 'foam-wash',
    });
  });

  it('asks for nothing but the service type when the customer is not sure', () => {
    expect(selectionQuery({ ...journey, serviceType: 'not_sure_about_issue' })).toStrictEqual({ service_type: 'not_sure_about_issue' });
  });

  it('asks for nothing before a service type is chosen', () => {
    expect(selectionQuery(journey)).toStrictEqual({});
    expect(selectionQuery({ repairs: [] })).toStrictEqual({});
  });
});
