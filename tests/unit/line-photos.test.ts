import { describe, expect, it } from 'vitest';
import { formatMatches, PHOTO_LABEL, photoVerdict } from '@/lib/line-photos';
import type { LineApproval, WorkshopStage } from '@/contracts/vocabulary';

// When a photo of each kind may be added to an estimate line (docs/decisions/030, 045), every stage
// typed out: the worn part from the inspection until the bill (not of a declined part), the new part
// for an approved line in repair or quality check.
const line = (approval: LineApproval) => ({ partName: 'Front brake pads', approval });
const ok = { ok: true };
const NOT_NOW = { ok: false, message: 'Photos are added from the inspection until the bill is drawn up' };
const NOT_FITTED = { ok: false, message: 'The new part is photographed once fitted, during the repair or the quality check' };
const NOT_APPROVED = { ok: false, message: "'Front brake pads' was not approved, so no new part is fitted" };

describe('the worn part', () => {
  it.each<[WorkshopStage, object]>([
    ['CAR_AT_GARAGE', NOT_NOW],
    ['SURVEY', ok],
    ['ESTIMATE_APPROVAL_PENDING', ok],
    ['ESTIMATE_COMPLETED', ok],
    ['REPAIR_IN_PROGRESS', ok],
    ['QUALITY_CHECK', ok],
    ['PAYMENT_PENDING', NOT_NOW],
    ['PAYMENT_COMPLETED', NOT_NOW],
    ['CAR_DELIVERED', NOT_NOW],
    ['NO_SERVICE_SELECTED', NOT_NOW],
  ])('at %s', (stage, verdict) => {
    expect(photoVerdict(stage, 'WORN', line('PENDING'))).toEqual(verdict);
  });
  it('not of a line the customer declined (docs/decisions/045), while the estimate waits or after', () => {
    const DECLINED = { ok: false, message: "The customer declined 'Front brake pads': it takes no more photos" };
    expect(photoVerdict('ESTIMATE_APPROVAL_PENDING', 'WORN', line('DECLINED'))).toEqual(DECLINED);
    expect(photoVerdict('ESTIMATE_COMPLETED', 'WORN', line('DECLINED'))).toEqual(DECLINED);
    expect(photoVerdict('REPAIR_IN_PROGRESS', 'WORN', line('DECLINED'))).toEqual(DECLINED);
  });
  it('of any other line: undecided, approved, booked', () => {
    expect(photoVerdict('ESTIMATE_APPROVAL_PENDING', 'WORN', line('PENDING'))).toEqual(ok);
    expect(photoVerdict('ESTIMATE_COMPLETED', 'WORN', line('APPROVED_BY_CUSTOMER'))).toEqual(ok);
    expect(photoVerdict('REPAIR_IN_PROGRESS', 'WORN', line('APPROVED_BY_ADVISOR'))).toEqual(ok);
    expect(photoVerdict('SURVEY', 'WORN', line('BOOKED'))).toEqual(ok);
  });
});

describe('the new part', () => {
  it.each<[WorkshopStage, LineApproval, object]>([
    ['SURVEY', 'APPROVED_BY_ADVISOR', NOT_FITTED],
    ['ESTIMATE_COMPLETED', 'APPROVED_BY_CUSTOMER', NOT_FITTED],
    ['REPAIR_IN_PROGRESS', 'APPROVED_BY_CUSTOMER', ok],
    ['REPAIR_IN_PROGRESS', 'APPROVED_BY_ADVISOR', ok],
    ['QUALITY_CHECK', 'APPROVED_BY_CUSTOMER', ok],
    ['REPAIR_IN_PROGRESS', 'DECLINED', NOT_APPROVED],
    ['REPAIR_IN_PROGRESS', 'PENDING', NOT_APPROVED],
    ['PAYMENT_PENDING', 'APPROVED_BY_CUSTOMER', NOT_NOW],
    ['CAR_AT_GARAGE', 'APPROVED_BY_ADVISOR', NOT_NOW],
  ])('at %s, %s', (stage, approval, verdict) => {
    expect(photoVerdict(stage, 'NEW', line(approval))).toEqual(verdict);
  });
});

describe('the decoded image is the type it was sent as', () => {
  it.each<[Parameters<typeof formatMatches>[0], string | undefined, boolean]>([
    ['image/jpeg', 'jpeg', true],
    ['image/png', 'png', true],
    ['image/webp', 'webp', true],
    ['image/jpeg', 'png', false],
    ['image/png', 'jpeg', false],
    ['image/webp', 'gif', false],
    ['image/jpeg', undefined, false],
    ['image/jpeg', 'heif', false],
  ])('%s decoded as %s: %s', (type, format, matches) => {
    expect(formatMatches(type, format)).toBe(matches);
  });
});

describe('how each kind of photo reads beside its line', () => {
  it('names the worn part as found and the new part as fitted', () => {
    expect(PHOTO_LABEL).toEqual({ WORN: 'Worn part, as found', NEW: 'New part, fitted' });
  });
});
