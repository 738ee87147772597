import { describe, expect, it } from 'vitest';
import { addPartErrors, addPartLine, addPartRefusal, type AddPartDraft } from '@/lib/add-part-form';
import { AddLineInputSchema } from '@/contracts/workshop';

// The console's add-part form: each field's message in plain words, the line it sends (amounts typed
// in rupees, sent in paise), and where the server's refusals go. Values typed out by hand.
const draft = (patch: Partial<AddPartDraft> = {}): AddPartDraft => ({
  item: '',
  part: 'Wiper blades',
  labour: '0',
  partCost: '600',
  service: '50',
  notes: '',
  approved: false,
  ...patch,
});

describe("the add-part form's own checks", () => {
  it('lets a typed-in part with its costs through', () => {
    expect(addPartErrors(draft())).toEqual({});
    expect(addPartErrors(draft({ labour: '1,250', partCost: '₹ 1800.50', service: ' 0 ' }))).toEqual({});
  });

  it("asks for the part's name, in full and not too long", () => {
    expect(addPartErrors(draft({ part: '   ' }))).toEqual({ part: "Enter the part's name" });
    expect(addPartErrors(draft({ part: 'x' }))).toEqual({ part: "Enter the part's name in full (at least 2 characters)" });
    expect(addPartErrors(draft({ part: 'x'.repeat(80) }))).toEqual({});
    expect(addPartErrors(draft({ part: 'x'.repeat(81) }))).toEqual({ part: "Shorten the part's name to 80 characters or fewer" });
  });

  it("takes the catalogue's name for a part picked from it", () => {
    expect(addPartErrors(draft({ item: 'brake-pads-front', part: '' }))).toEqual({});
  });

  it('asks for each price in rupees, 0 when there is none, and at most ₹10,00,000', () => {
    expect(addPartErrors(draft({ labour: '', partCost: '5OO', service: '-50' }))).toEqual({
      labour: 'Enter a price in rupees, like 1,250 (or 0)',
      partCost: 'Enter a price in rupees, like 1,250 (or 0)',
      service: 'Enter a price in rupees, like 1,250 (or 0)',
    });
    expect(addPartErrors(draft({ partCost: '12.345' }))).toEqual({ partCost: 'Enter a price in rupees, like 1,250 (or 0)' });
    expect(addPartErrors(draft({ partCost: '10,00,000' }))).toEqual({});
    expect(addPartErrors(draft({ partCost: '10,00,000.01' }))).toEqual({ partCost: 'Enter at most ₹10,00,000' });
  });

  it('keeps the note to 300 characters', () => {
    expect(addPartErrors(draft({ notes: 'n'.repeat(300) }))).toEqual({});
    expect(addPartErrors(draft({ notes: 'n'.repeat(301) }))).toEqual({ notes: 'Shorten the note to 300 characters or fewer' });
  });
});

describe('the line the form sends', () => {
  it('is in paise, trimmed, the catalogue id only for a part picked from it', () => {
    expect(addPartLine(draft({ part: ' Wiper blades ', labour: '1,250', partCost: '600.5', notes: ' both ', approved: true }))).toEqual({
      part_name: 'Wiper blades',
      net_labour_cost: 125_000,
      net_part_cost: 60_050,
      net_service_cost: 5_000,
      notes: 'both',
      approved_by_advisor: true,
    });
    expect(addPartLine(draft({ item: 'brake-pads-front', part: 'Front brake pads replacement' }))).toMatchObject({
      catalogue_item_id: 'brake-pads-front',
    });
  });

  it('is what the add-part call accepts whenever the form found nothing wrong, at the edges of each limit', () => {
    for (const accepted of [
      draft(),
      draft({ part: 'ab', labour: '0', partCost: '0', service: '0' }),
      draft({ part: 'x'.repeat(80), partCost: '10,00,000', notes: 'n'.repeat(300) }),
    ]) {
      expect(addPartErrors(accepted)).toEqual({});
      expect(AddLineInputSchema.safeParse(addPartLine(accepted)).success).toBe(true);
    }
    // Past each limit, the call refuses what the form refuses.
    for (const refused of [draft({ part: 'x' }), draft({ part: 'x'.repeat(81) }), draft({ notes: 'n'.repeat(301) })]) {
      expect(Object.keys(addPartErrors(refused))).toHaveLength(1);
      expect(AddLineInputSchema.safeParse(addPartLine(refused)).success).toBe(false);
    }
    expect(AddLineInputSchema.safeParse({ ...addPartLine(draft()), net_part_cost: 100_000_001 }).success).toBe(false);
  });
});

describe("the server's refusals", () => {
  it('go under the fields a validation failure names, in plain words', () => {
    expect(
      addPartRefusal(
        {
          code: 'VALIDATION_FAILED',
          message: 'part_name: part_name has characters that are not allowed; net_part_cost: net_part_cost must be whole paise',
        },
        draft(),
      ),
    ).toEqual({
      part: "Check the part's name: letters, numbers and the usual signs only",
      partCost: 'Enter a price in rupees, like 1,250 (or 0)',
    });
    expect(
      addPartRefusal({ code: 'VALIDATION_FAILED', message: 'catalogue_item_id: the catalogue has no such item for this car' }, draft()),
    ).toEqual({
      item: 'The catalogue no longer has this part for this car: choose another, or type it in',
    });
  });

  it("put work that may not be added under the part typed, or the catalogue's choice, in the domain's words", () => {
    const included = { code: 'EXTRA_NOT_ALLOWED', message: "'Engine oil' is included in the Basic plan: it is not billed again" };
    expect(addPartRefusal(included, { item: '' })).toEqual({ part: included.message });
    expect(addPartRefusal(included, { item: 'engine-oil' })).toEqual({ item: included.message });
  });

  it("leave the rest to the form's own line", () => {
    expect(addPartRefusal({ code: 'ESTIMATE_LOCKED', message: 'Damaged parts are recorded during the inspection' }, draft())).toBeNull();
    expect(addPartRefusal({ code: 'VALIDATION_FAILED', message: 'id: order id must be a valid id' }, draft())).toBeNull();
  });
});
