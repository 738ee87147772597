// The roll-ups' pure rules (decision 055): journeys counted in order, 30-minute sessions, Web Vitals'
// buckets and exact visitor sets. Every expected value typed out; each rule's boundary from both sides.
import { describe, expect, it } from 'vitest';
import { advanceJourney, type Journey } from '@/lib/funnel-progress';
import { SESSION_GAP_MS, startsSession } from '@/lib/visit-sessions';
import { bucketOf, goodShare, mergeHistograms, p75 } from '@/lib/vitals-histogram';
import { decodeSet, encodeSet, mergeSets, sharedCount, sharedSize, unionOf } from '@/lib/visitor-sets';

const at = (iso: string) => new Date(iso);
const ev = (name: string, iso: string, garageId: string | null = null) => ({
  name,
  at: at(iso),
  source: 'google',
  platform: 'mweb',
  garageId,
});
const walk = (events: ReturnType<typeof ev>[], start: Journey[] = []) => events.reduce((j, e) => advanceJourney(j, e), start);

describe('a booking journey', () => {
  it('starts with the service chosen and counts each step only after the one before it', () => {
    const j = walk([
      ev('service_chosen', '2026-03-01T10:00:00Z'),
      ev('car_chosen', '2026-03-01T10:01:00Z'),
      ev('slot_chosen', '2026-03-01T10:02:00Z'),
    ]);
    expect(j.map((x) => [x.reached, x.source, x.platform])).toEqual([[2, 'google', 'mweb']]);
  });

  it('ignores a step before any journey, and a step done twice', () => {
    expect(walk([ev('car_chosen', '2026-03-01T10:00:00Z')])).toEqual([]);
    const j = walk([
      ev('service_chosen', '2026-03-01T10:00:00Z'),
      ev('car_chosen', '2026-03-01T10:01:00Z'),
      ev('car_chosen', '2026-03-01T10:02:00Z'),
    ]);
    expect(j.map((x) => x.reached)).toEqual([2]);
  });

  it('keeps the centre of the step that names it', () => {
    const j = walk([
      ev('service_chosen', '2026-03-01T10:00:00Z'),
      ev('car_chosen', '2026-03-01T10:01:00Z'),
      ev('centre_chosen', '2026-03-01T10:02:00Z', 'garage-1'),
    ]);
    expect(j[0]!.garageId).toBe('garage-1');
  });

  it('passes the pick-up address when the slot is chosen straight after the handover (self-drop, waiting at the centre), and only then', () => {
    const toHandover = ['service_chosen', 'car_chosen', 'centre_chosen', 'plan_chosen', 'handover_chosen'];
    const steps = (names: string[]) => names.map((n, i) => ev(n, `2026-03-01T10:${String(i).padStart(2, '0')}:00Z`));
    const walked = walk(steps([...toHandover, 'slot_chosen', 'details_entered', 'payment_succeeded', 'booking_confirmed']));
    expect(walked.map((x) => x.reached)).toEqual([10]);
    // Before the handover, a slot is still out of order.
    expect(walk(steps(['service_chosen', 'car_chosen', 'centre_chosen', 'plan_chosen', 'slot_chosen'])).map((x) => x.reached)).toEqual([4]);
    // Pick-up and drop still counts its address, once.
    expect(walk(steps([...toHandover, 'pickup_address_chosen', 'slot_chosen'])).map((x) => x.reached)).toEqual([7]);
  });

  it('continues a journey started 30 days ago, and starts another one started a moment more', () => {
    const started = walk([ev('service_chosen', '2026-03-01T10:00:00Z')]);
    expect(walk([ev('service_chosen', '2026-03-31T10:00:00Z')], started).length).toBe(1);
    expect(walk([ev('car_chosen', '2026-03-31T10:00:00Z')], started)[0]!.reached).toBe(2);
    expect(walk([ev('service_chosen', '2026-03-31T10:00:00.001Z')], started).length).toBe(2);
  });

  it('ends at the booking confirmed: the next service chosen starts another', () => {
    const names = [
      'service_chosen',
      'car_chosen',
      'centre_chosen',
      'plan_chosen',
      'handover_chosen',
      'pickup_address_chosen',
      'slot_chosen',
      'details_entered',
      'payment_succeeded',
      'booking_confirmed',
    ];
    const booked = walk(names.map((n, i) => ev(n, `2026-03-01T10:${String(i).padStart(2, '0')}:00Z`)));
    expect(booked.map((x) => x.reached)).toEqual([10]);
    expect(walk([ev('service_chosen', '2026-03-02T10:00:00Z')], booked).map((x) => x.reached)).toEqual([10, 1]);
  });
});

describe('a session', () => {
  it('goes on after exactly 30 minutes away, and a new one starts after a moment more', () => {
    const last = at('2026-03-14T18:20:00Z');
    expect(SESSION_GAP_MS).toBe(1_800_000);
    expect(startsSession(last, at('2026-03-14T18:50:00Z'))).toBe(false);
    expect(startsSession(last, at('2026-03-14T18:50:00.001Z'))).toBe(true);
    expect(startsSession(null, last)).toBe(true);
  });
});

describe("Web Vitals' buckets", () => {
  it("puts Google's good thresholds at a bucket's edge, so the good share is exact", () => {
    expect(bucketOf('LCP', 2500)).toBe(4);
    expect(bucketOf('LCP', 2500.5)).toBe(5);
    expect(bucketOf('INP', 200)).toBe(4);
    expect(bucketOf('CLS', 0.1)).toBe(4);
    expect(bucketOf('CLS', 0.11)).toBe(5);
    expect(bucketOf('LCP', 99_999)).toBe(13);
  });

  it('reads p75 as the edge of the bucket holding it, and the good share over every value', () => {
    // Four LCPs: 400, 1200, 2400 and 4100 ms.
    const h = mergeHistograms('LCP', [
      [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0],
    ]);
    expect(p75('LCP', h)).toBe(2500);
    expect(goodShare('LCP', h)).toBe(0.75);
    expect(p75('LCP', Array(14).fill(0))).toBeNull();
    expect(goodShare('LCP', Array(14).fill(0))).toBeNull();
  });
});

describe('visitor sets', () => {
  it('count a visitor seen on several days once, and what two sets share', () => {
    const union = unionOf([Uint32Array.from([1, 5, 9]), Uint32Array.from([5, 9, 12]), Uint32Array.from([2])]);
    expect([...union]).toEqual([1, 2, 5, 9, 12]);
    expect(sharedCount(Uint32Array.from([1, 2, 5, 9]), Uint32Array.from([2, 9, 40]))).toBe(2);
    expect([...decodeSet(encodeSet(Uint32Array.from([0, 7, 4_000_000_000])))]).toEqual([0, 7, 4_000_000_000]);
    // Merged for counting: the same answers from a bitmap.
    const days = [Uint32Array.from([1, 5, 9]), Uint32Array.from([5, 9, 12]), Uint32Array.from([2])];
    expect(mergeSets(days).size).toBe(5);
    expect(mergeSets([]).size).toBe(0);
    expect(sharedSize(mergeSets([Uint32Array.from([1, 2, 5, 9, 800])]), mergeSets([Uint32Array.from([2, 9, 40, 800])]))).toBe(3);
    // A set read from the middle of a larger buffer (as a driver may hand it over) decodes the same.
    const inside = new Uint8Array(11);
    inside.set(encodeSet(Uint32Array.from([3, 70_000])), 3);
    expect([...decodeSet(inside.subarray(3))]).toEqual([3, 70_000]);
    expect([...decodeSet(Buffer.from(encodeSet(Uint32Array.from([4, 9]))))]).toEqual([4, 9]);
  });
});
