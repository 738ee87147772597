import { describe, expect, it } from 'vitest';
import { estimateTotals, lineStatusText, undecidedNotice, withAnswers } from '@/lib/estimate-review';

// How the customer reads their estimate (docs/decisions/035): undecided parts are not done.
const line = (part_name: string, amount: number, approval: string, extra: { auto?: boolean; removed_reason?: string } = {}) => ({
  part_name,
  amount,
  approval: approval as never,
  auto: extra.auto ?? false,
  removed_reason: extra.removed_reason ?? null,
});

describe('a line as the customer reads it', () => {
  it('an undecided part: not done unless approved while the estimate waits; not approved once it was answered', () => {
    expect(lineStatusText(line('Horn', 40_000, 'PENDING'), true)).toBe('Not decided yet: not done unless you approve it');
    expect(lineStatusText(line('Horn', 40_000, 'PENDING'), false)).toBe('Not approved: left undecided');
  });

  it('says which parts the limit approved, which are booked, and why a booked one was removed', () => {
    expect(lineStatusText(line('Bulb', 10_000, 'APPROVED_BY_CUSTOMER', { auto: true }), false)).toBe('Approved within your limit');
    expect(lineStatusText(line('Bulb', 10_000, 'APPROVED_BY_CUSTOMER'), false)).toBe('Approved');
    expect(lineStatusText(line('Basic plan', 279_900, 'BOOKED'), true)).toBe('Booked with the service');
    expect(lineStatusText(line('Foam wash', 49_900, 'REMOVED', { removed_reason: 'the foam machine is under repair' }), false)).toBe(
      'Removed by the service centre: the foam machine is under repair',
    );
  });
});

describe('the estimate in rupees', () => {
  it('counts the service booked and the approved parts; not declined, undecided or removed ones', () => {
    const totals = estimateTotals([
      line('Basic plan', 489_900, 'BOOKED'),
      line('Front brake pads', 299_900, 'APPROVED_BY_CUSTOMER'),
      line('Wiper', 60_000, 'APPROVED_BY_ADVISOR'),
      line('Wheel alignment', 129_900, 'DECLINED'),
      line('Headlight restoration', 99_900, 'PENDING'),
      line('Foam wash', 49_900, 'REMOVED', { removed_reason: 'x' }),
    ]);
    // ₹4,899 booked; ₹2,999 + ₹600 extras; ₹8,498 in all.
    expect(totals).toEqual({ bookedPaise: 489_900, extrasPaise: 359_900, totalPaise: 849_800, undecided: ['Headlight restoration'] });
  });

  it('names what approving now leaves out', () => {
    expect(undecidedNotice([])).toBeNull();
    expect(undecidedNotice(['Horn'])).toBe("You have not decided on 'Horn': it is not done unless you approve it on your job cards.");
    expect(undecidedNotice(['Horn', 'Bulb'])).toBe(
      'You have not decided on 2 parts: they are not done unless you approve them on your job cards.',
    );
  });
});

describe("the job cards' running total, as the customer answers", () => {
  const card = (id: string, part_name: string, amount: number, approval: string) => ({ id, ...line(part_name, amount, approval) });
  const lines = [
    card('plan', 'Basic plan', 279_900, 'BOOKED'),
    card('pads', 'Front brake pads', 225_000, 'PENDING'),
    card('wiper', 'Wiper blades', 65_000, 'APPROVED_BY_CUSTOMER'),
    card('filter', 'Cabin air filter', 45_000, 'APPROVED_BY_ADVISOR'),
    card('foam', 'Foam wash', 49_900, 'REMOVED'),
  ];

  it('nothing answered yet: the service booked and the parts approved before (₹2,799 + ₹650 + ₹450)', () => {
    expect(estimateTotals(withAnswers(lines, {}))).toEqual({
      bookedPaise: 279_900,
      extrasPaise: 110_000,
      totalPaise: 389_900,
      undecided: ['Front brake pads'],
    });
  });

  it('approving a part adds it; declining one approved before takes it off', () => {
    expect(estimateTotals(withAnswers(lines, { pads: 'APPROVED' })).totalPaise).toBe(614_900);
    expect(estimateTotals(withAnswers(lines, { pads: 'APPROVED', wiper: 'DECLINED' }))).toEqual({
      bookedPaise: 279_900,
      extrasPaise: 270_000,
      totalPaise: 549_900,
      undecided: [],
    });
    expect(withAnswers(lines, { wiper: 'DECLINED' }).find((l) => l.id === 'wiper')?.approval).toBe('DECLINED');
  });

  it('an answer does not change what is not the customer’s to answer: the booked service, the advisor’s approval, a removed line', () => {
    const answered = withAnswers(lines, { plan: 'DECLINED', filter: 'DECLINED', foam: 'APPROVED' });
    expect(answered.map((l) => l.approval)).toEqual(['BOOKED', 'PENDING', 'APPROVED_BY_CUSTOMER', 'APPROVED_BY_ADVISOR', 'REMOVED']);
    expect(estimateTotals(answered).totalPaise).toBe(389_900);
  });

  it('an empty estimate totals ₹0', () => {
    expect(estimateTotals(withAnswers([], { pads: 'APPROVED' }))).toEqual({ bookedPaise: 0, extrasPaise: 0, totalPaise: 0, undecided: [] });
  });
});
