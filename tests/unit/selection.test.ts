import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '@/contracts/pricing';
import { summariseSelection } from '@/islands/choices/selection';

const entry = (id: string, name: string, price: number): CatalogueEntry => ({ id, name, price, category: 'Brakes', description: '', duration_hours: 1 });
const catalogue = [entry('brake-pads', 'Brake pads', 2400), entry('wheel-alignment', 'Wheel alignment', 800), entry('foam-wash', 'Foam wash', 600)];
const plan = (offer_price: number) => ({ offer_price, amount: offer_price + 1000, other_garage_amount: offer_price + 2000, standard_discount: 1000 });

describe('summarising the choice', () => {
  it('has nothing to say before a service type is chosen', () => {
    expect(summariseSelection({ repairs: [] })).toBeNull();
  });

  it('counts picked repairs and totals their prices once the catalogue is known', () => {
    const selection = summariseSelection({ serviceType: 'specific_repair', repairs: ['wheel-alignment', 'brake-pads'] }, { catalogue });
    expect(selection).toMatchObject({ title: 'Repairs', route: 'specific-repair', short: '2 repairs', total: 3200, complete: true });
    expect(selection?.lines).toEqual([{ name: 'Wheel alignment', price: 800 }, { name: 'Brake pads', price: 2400 }]);
  });

  it('drops repairs the catalogue no longer lists, and has no total before it arrives', () => {
    expect(summariseSelection({ serviceType: 'specific_repair', repairs: ['gone', 'brake-pads'] }, { catalogue })).toMatchObject({ short: '1 repair', total: 2400 });
    expect(summariseSelection({ serviceType: 'specific_repair', repairs: ['brake-pads'] })).toMatchObject({ lines: [{ name: 'Repair' }], total: undefined });
    expect(summariseSelection({ serviceType: 'specific_repair', repairs: [] }, { catalogue })).toMatchObject({ short: 'No repair chosen yet', complete: false });
  });

  it('names the chosen plan by its display name with its offer price', () => {
    const plans = { ESSENTIAL: plan(3000), ENHANCED: plan(5000) };
    expect(summariseSelection({ serviceType: 'periodic_service', plan: 'ENHANCED', repairs: [] }, { plans })).toMatchObject({ short: 'Advanced plan', total: 5000, complete: true });
    expect(summariseSelection({ serviceType: 'periodic_service', repairs: [] })).toMatchObject({ short: 'No plan chosen yet', complete: false });
  });

  it('lists the symptoms and the note, priced by the inspection fee', () => {
    const journey = { serviceType: 'not_sure_about_issue' as const, repairs: [], issue: { symptoms: ['Vibration'], note: ' shakes at 80 ' } };
    expect(summariseSelection(journey, { inspectionFee: 499 })).toMatchObject({
      lines: [{ name: 'Vibration' }, { name: '“shakes at 80”' }], short: '1 symptom', total: 499, totalLabel: 'Inspection fee', complete: true,
    });
  });

  it('names the chosen spa package once the catalogue still lists it', () => {
    expect(summariseSelection({ serviceType: 'car_spa_and_cleaning', spaPackage: 'foam-wash', repairs: [] }, { catalogue })).toMatchObject({ short: 'Foam wash', total: 600, complete: true });
    expect(summariseSelection({ serviceType: 'car_spa_and_cleaning', spaPackage: 'gone', repairs: [] }, { catalogue })).toMatchObject({ complete: false });
  });
});
