import { describe, expect, it } from 'vitest';
import { selectionQuery, summariseSelection } from '@/islands/choices/selection';

const quote = (lines: [string, string, number][], label = 'Total') => ({
  lines: lines.map(([id, name, amount_paise]) => ({ id, name, amount_paise })),
  total_paise: lines.reduce((n, [, , p]) => n + p, 0),
  label,
});

describe('summarising the choice', () => {
  it('has nothing to say before a service type is chosen', () => {
    expect(summariseSelection({ repairs: [] })).toBeNull();
  });

  it("counts picked repairs and shows the server's lines and total", () => {
    const selection = summariseSelection(
      { serviceType: 'specific_repair', repairs: ['wheel-alignment', 'brake-pads'] },
      quote([['wheel-alignment', 'Wheel alignment', 89900], ['brake-pads', 'Brake pads', 189900]]),
    );
    expect(selection).toMatchObject({ title: 'Repairs', route: 'specific-repair', short: '2 repairs', total: 279800, complete: true });
    expect(selection?.lines).toEqual([{ name: 'Wheel alignment', price: 89900 }, { name: 'Brake pads', price: 189900 }]);
  });

  it('names repairs without prices before the quote arrives, and has no total then', () => {
    expect(summariseSelection({ serviceType: 'specific_repair', repairs: ['brake-pads'] })).toMatchObject({ lines: [{ name: 'Repair' }], total: undefined });
    expect(summariseSelection({ serviceType: 'specific_repair', repairs: [] }, quote([]))).toMatchObject({ short: 'No repair chosen yet', complete: false, total: undefined });
  });

  it('names the chosen plan by its display name; the price is the quote\'s', () => {
    expect(summariseSelection({ serviceType: 'periodic_service', plan: 'ENHANCED', repairs: [] }, quote([['ENHANCED', 'Advanced plan', 439900]])))
      .toMatchObject({ short: 'Advanced plan', total: 439900, complete: true, lines: [{ name: 'Advanced plan', price: 439900 }] });
    expect(summariseSelection({ serviceType: 'periodic_service', plan: 'ESSENTIAL', repairs: [] })).toMatchObject({ short: 'Basic plan', lines: [{ name: 'Basic plan' }], total: undefined });
    expect(summariseSelection({ serviceType: 'periodic_service', repairs: [] })).toMatchObject({ short: 'No plan chosen yet', complete: false });
  });

  it('lists the symptoms and the note, priced by the inspection fee', () => {
    const journey = { serviceType: 'not_sure_about_issue' as const, repairs: [], issue: { symptoms: ['Vibration'], note: ' shakes at 80 ' } };
    expect(summariseSelection(journey, quote([['engine-diagnostics', 'Engine scan and diagnostics', 59900]], 'Inspection fee'))).toMatchObject({
      lines: [{ name: 'Vibration' }, { name: '“shakes at 80”' }], short: '1 symptom', total: 59900, totalLabel: 'Inspection fee', complete: true,
    });
  });

  it('names the chosen spa package from the quote; a package the garage no longer prices is not a choice', () => {
    expect(summariseSelection({ serviceType: 'car_spa_and_cleaning', spaPackage: 'foam-wash', repairs: [] }, quote([['foam-wash', 'Foam wash', 49900]])))
      .toMatchObject({ short: 'Foam wash', total: 49900, complete: true });
    expect(summariseSelection({ serviceType: 'car_spa_and_cleaning', spaPackage: 'gone', repairs: [] }, quote([]))).toMatchObject({ complete: false });
  });
});

describe('what the server is asked to price', () => {
  it('sends only the choices the service type uses', () => {
    const journey = { plan: 'ENHANCED' as const, repairs: ['brake-pads'], spaPackage: 'foam-wash' };
    expect(selectionQuery({ ...journey, serviceType: 'periodic_service' })).toEqual({ service_type: 'periodic_service', plan: 'ENHANCED' });
    expect(selectionQuery({ ...journey, serviceType: 'specific_repair' })).toEqual({ service_type: 'specific_repair', repairs: ['brake-pads'] });
    expect(selectionQuery({ ...journey, serviceType: 'car_spa_and_cleaning' })).toEqual({ service_type: 'car_spa_and_cleaning', spa: 'foam-wash' });
    expect(selectionQuery({ ...journey, serviceType: 'not_sure_about_issue' })).toEqual({ service_type: 'not_sure_about_issue' });
    expect(selectionQuery({ ...journey, serviceType: 'specific_repair', repairs: [] })).toEqual({ service_type: 'specific_repair', repairs: undefined });
    expect(selectionQuery({ repairs: [] })).toEqual({});
  });
});
