import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  campaignAddress,
  campaignRefusal,
  claimRefusal,
  rewardDiscount,
  rewardRuleText,
  rewardState,
  bookingRefusal,
  type CampaignRule,
} from '@/lib/campaign-rules';

// The campaign rules of docs/decisions/058, with the values typed out by hand.
const KUDLU = 'k-1';
const rule: CampaignRule = {
  garageId: KUDLU,
  garageName: 'Service Centre Kudlu Gate',
  title: '20% off your booking fee',
  kind: 'PERCENT',
  value: 20,
  target: 'FEE',
  maxDiscountPaise: null,
  serviceTypes: [],
  combinesWithCoupons: false,
  validFrom: new Date('2026-11-01T00:00:00+05:30'),
  validUntil: new Date('2026-12-01T00:00:00+05:30'),
  totalLimit: 2,
  claimedCount: 0,
  isActive: true,
};
const now = new Date('2026-11-24T10:00:00+05:30');

describe('whether a campaign can be claimed, in words', () => {
  it('is open inside its window at its own centre', () => {
    expect(campaignRefusal(rule, { now, garageId: KUDLU })).toBeNull();
  });
  it('says when it starts, when it ended, and which centre it is for', () => {
    expect(campaignRefusal(rule, { now: new Date('2026-10-31T23:59:59+05:30'), garageId: KUDLU })).toBe(
      'This offer starts on 1st Nov 2026',
    );
    expect(campaignRefusal(rule, { now: new Date('2026-11-01T00:00:00+05:30'), garageId: KUDLU })).toBeNull();
    expect(campaignRefusal(rule, { now: new Date('2026-12-01T00:00:00+05:30'), garageId: KUDLU })).toBe(
      'This offer ended on 30th Nov 2026',
    );
    expect(campaignRefusal(rule, { now, garageId: 'k-2' })).toBe('This offer is for Service Centre Kudlu Gate only');
    expect(campaignRefusal({ ...rule, isActive: false }, { now, garageId: KUDLU })).toBe('This offer is not available');
    expect(campaignRefusal(null, { now, garageId: KUDLU })).toBe('This offer is not available');
  });
  it('is fully claimed when the limit is reached, except for a car that holds a claim', () => {
    expect(claimRefusal({ ...rule, claimedCount: 1 }, { now, garageId: KUDLU, hasClaim: false })).toBeNull();
    expect(claimRefusal({ ...rule, claimedCount: 2 }, { now, garageId: KUDLU, hasClaim: false })).toBe('This offer has been fully claimed');
    expect(claimRefusal({ ...rule, claimedCount: 2 }, { now, garageId: KUDLU, hasClaim: true })).toBeNull();
  });
  it('a booking uses the reward only for its service types and its car', () => {
    const ctx = {
      now,
      garageId: KUDLU,
      serviceTypeId: 'car_spa_and_cleaning' as const,
      serviceTypeNames: { periodic_service: 'Periodic service', specific_repair: 'Specific repairs' },
      registrationNumber: 'KA05MN1234',
      claimedRegistration: 'KA05MN1234',
    };
    expect(bookingRefusal({ ...rule, serviceTypes: ['periodic_service', 'specific_repair'] }, ctx)).toBe(
      'This reward is for Periodic service, Specific repairs only',
    );
    expect(bookingRefusal(rule, { ...ctx, registrationNumber: 'KA05MN9999' })).toBe(
      'This reward was claimed for KA 05 MN 1234: book that car to use it',
    );
    expect(bookingRefusal(rule, { ...ctx, registrationNumber: null })).toBe(CAMPAIGN_MESSAGES.wrongCar('KA05MN1234'));
    expect(bookingRefusal(rule, ctx)).toBeNull();
  });
});

describe('what a reward takes off, in whole rupees', () => {
  const fee = { feePaise: 19_900, couponFeeDiscountPaise: 0, serviceEstimatePaise: 350_000 };
  it('a percentage of the fee, to the nearest rupee: 20% of ₹199 is ₹40, 15% is ₹30', () => {
    expect(rewardDiscount(rule, fee)).toEqual({ feeDiscountPaise: 4_000, billDiscountPaise: 0 });
    expect(rewardDiscount({ ...rule, value: 15 }, fee)).toEqual({ feeDiscountPaise: 3_000, billDiscountPaise: 0 });
  });
  it('a percentage up to its cap: 50% of ₹199 capped at ₹75', () => {
    expect(rewardDiscount({ ...rule, value: 50, maxDiscountPaise: 7_500 }, fee)).toEqual({ feeDiscountPaise: 7_500, billDiscountPaise: 0 });
  });
  it('an amount off the fee never takes it below ₹1, after a fee coupon', () => {
    expect(rewardDiscount({ ...rule, kind: 'FLAT', value: 50_000 }, fee)).toEqual({ feeDiscountPaise: 19_800, billDiscountPaise: 0 });
    expect(rewardDiscount({ ...rule, kind: 'FLAT', value: 10_000 }, { ...fee, couponFeeDiscountPaise: 9_900 })).toEqual({
      feeDiscountPaise: 9_900,
      billDiscountPaise: 0,
    });
  });
  it('on the bill: a percentage of the estimate (10% of ₹3,500 is ₹350), an amount, and nothing before the service is priced', () => {
    expect(rewardDiscount({ ...rule, target: 'SERVICE', value: 10 }, fee)).toEqual({ feeDiscountPaise: 0, billDiscountPaise: 35_000 });
    expect(rewardDiscount({ ...rule, target: 'SERVICE', value: 10, maxDiscountPaise: 20_000 }, fee)).toEqual({
      feeDiscountPaise: 0,
      billDiscountPaise: 20_000,
    });
    expect(rewardDiscount({ ...rule, target: 'SERVICE', kind: 'FLAT', value: 30_000 }, fee)).toEqual({
      feeDiscountPaise: 0,
      billDiscountPaise: 30_000,
    });
    expect(rewardDiscount({ ...rule, target: 'SERVICE', kind: 'FLAT', value: 30_000 }, { ...fee, serviceEstimatePaise: null })).toEqual({
      feeDiscountPaise: 0,
      billDiscountPaise: 0,
    });
  });
  it('says the reward in words', () => {
    expect(rewardRuleText(rule)).toBe('20% off the booking fee');
    expect(rewardRuleText({ ...rule, target: 'SERVICE', maxDiscountPaise: 50_000 })).toBe('20% off your service bill (up to ₹500)');
    expect(rewardRuleText({ ...rule, kind: 'FLAT', value: 30_000, target: 'SERVICE' })).toBe('₹300 off your service bill');
  });
});

describe('a reward on the rewards page and the QR code', () => {
  it('is used once a booking holds it, expired after its window, otherwise available', () => {
    expect(rewardState({ appointmentId: 'a-1' }, rule, now)).toBe('USED');
    expect(rewardState({ appointmentId: null }, rule, new Date('2026-12-01T00:00:00+05:30'))).toBe('EXPIRED');
    expect(rewardState({ appointmentId: null }, rule, now)).toBe('AVAILABLE');
  });
  it('encodes the scan page with the source, centre, colour and code', () => {
    expect(
      campaignAddress('https://www.example.in/', {
        source: 'qr_online_campaign',
        garageId: KUDLU,
        color: 'green',
        code: 'kudlu-gate-poster',
      }),
    ).toBe(
      'https://www.example.in/service-centre/qr-campaign?utm_medium=qr_online_campaign&garageId=k-1&color=green&utm_campaign=kudlu-gate-poster',
    );
    expect(campaignAddress('https://www.example.in', { source: 'video_offer', garageId: KUDLU, color: 'red', code: 'v' })).toBe(
      'https://www.example.in/service-centre/video-offer/offer-claimed?utm_medium=video_offer&garageId=k-1&color=red&utm_campaign=v',
    );
  });
});
