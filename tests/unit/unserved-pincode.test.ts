import { describe, expect, it } from 'vitest';
import { notifyOfferText, pickupLine, placeName, unservedHeading, unservedLead } from '@/lib/unserved-pincode';

const NEW_DELHI = { locality: 'New Delhi', district: 'New Delhi', state: 'Delhi' };
const MUMBAI = { locality: 'Mumbai', district: 'Mumbai', state: 'Maharashtra' };

describe('what a visitor is told about a pincode no centre serves', () => {
  it('names the nearest centres when there are some, and the plain fact when there are none', () => {
    expect(unservedHeading('110001', 1)).toBe('Nearest service centre to 110001');
    expect(unservedHeading('560001', 2)).toBe('Nearest service centres to 560001');
    expect(unservedHeading('999999', 0)).toBe("We don't serve 999999 yet");
  });

  it('says pick-up does not reach the pincode, and that the car can be dropped off', () => {
    expect(unservedLead('110001', [{ pickupReaches: false }], NEW_DELHI)).toBe(
      "We don't pick up cars from 110001 yet, but you can book at this centre and drop your car off yourself.",
    );
    expect(unservedLead('560001', [{ pickupReaches: false }, { pickupReaches: false }], NEW_DELHI)).toBe(
      "We don't pick up cars from 560001 yet, but you can book at one of these centres and drop your car off yourself.",
    );
  });

  it('names the place when one of the centres does pick up from the pincode', () => {
    expect(unservedLead('110092', [{ pickupReaches: false }, { pickupReaches: true }], NEW_DELHI)).toBe(
      'Partner service centres near New Delhi, Delhi.',
    );
    expect(unservedLead('110092', [{ pickupReaches: true }], null)).toBe('Partner service centres near 110092.');
  });

  it('without centres, says why: far from every centre, not in the directory, or not known', () => {
    expect(unservedLead('400001', [], MUMBAI)).toBe(
      "No partner service centre is near Mumbai, Maharashtra yet. Leave your number and we'll tell you when pick-up reaches 400001.",
    );
    expect(unservedLead('999999', [], null)).toBe(
      "We couldn't find 999999 in India's pincode list. Check the pincode, or leave your number and we'll tell you when pick-up reaches it.",
    );
    expect(unservedLead('110001', [], undefined)).toBe(
      "No partner service centre serves 110001 yet. Leave your number and we'll tell you when pick-up reaches it.",
    );
  });

  it('says a place once when its district is named like its state', () => {
    expect(placeName({ locality: null, district: 'Delhi', state: 'Delhi' })).toBe('Delhi');
    expect(placeName(NEW_DELHI)).toBe('New Delhi, Delhi');
  });

  it('tells on each card whether pick-up reaches the pincode', () => {
    expect(pickupLine('560002', true)).toBe('Pick-up & drop reaches 560002');
    expect(pickupLine('110001', false)).toBe('No pick-up & drop to 110001 yet: drop your car off at the centre');
  });

  it('offers news for the pincode, not the city', () => {
    expect(notifyOfferText('110001')).toBe('Tell me when pick-up reaches 110001');
  });
});
