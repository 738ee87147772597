import { describe, expect, it } from 'vitest';
import { autoApproved, limitVerdict, nothingWaits } from '@/lib/auto-approval';
import type { LineApproval, WorkshopStage } from '@/contracts/vocabulary';

// The customer's auto-approval limit (docs/decisions/031): the parts it approves when the estimate is
// sent, typed out by hand for each limit. Amounts in paise: A ₹500, B ₹1,200, C ₹300 (the advisor's),
// D ₹400, E ₹1,000, in the order recorded.
const LINES: { id: string; amount: number; approval: LineApproval }[] = [
  { id: 'A', amount: 50_000, approval: 'PENDING' },
  { id: 'B', amount: 120_000, approval: 'PENDING' },
  { id: 'C', amount: 30_000, approval: 'APPROVED_BY_ADVISOR' },
  { id: 'D', amount: 40_000, approval: 'PENDING' },
  { id: 'E', amount: 100_000, approval: 'PENDING' },
];

describe('the parts a limit approves when the estimate is sent', () => {
  it('none without a limit', () => {
    expect(autoApproved(LINES, null)).toEqual([]);
  });
  it("₹1,000 a part: A, D and E (at exactly the limit); B is over; C is the advisor's already", () => {
    expect(autoApproved(LINES, { linePaise: 100_000, totalPaise: null })).toEqual(['A', 'D', 'E']);
  });
  it('₹999.99 a part: E waits', () => {
    expect(autoApproved(LINES, { linePaise: 99_999, totalPaise: null })).toEqual(['A', 'D']);
  });
  it('₹1,000 a part, ₹1,900 in all: A, D and E come to exactly ₹1,900', () => {
    expect(autoApproved(LINES, { linePaise: 100_000, totalPaise: 190_000 })).toEqual(['A', 'D', 'E']);
  });
  it('₹1,000 a part, ₹1,899.99 in all: E would pass the total and waits', () => {
    expect(autoApproved(LINES, { linePaise: 100_000, totalPaise: 189_999 })).toEqual(['A', 'D']);
  });
  it('₹1,000 a part, ₹450 in all: A would pass it, the later D fits', () => {
    expect(autoApproved(LINES, { linePaise: 100_000, totalPaise: 45_000 })).toEqual(['D']);
  });
  it('only parts still waiting: a declined or already approved part is left as it is', () => {
    expect(
      autoApproved(
        [
          { id: 'X', amount: 10_000, approval: 'DECLINED' },
          { id: 'Y', amount: 10_000, approval: 'APPROVED_BY_CUSTOMER' },
        ],
        { linePaise: 100_000, totalPaise: null },
      ),
    ).toEqual([]);
  });
});

describe('whether the estimate is approved with the send', () => {
  it('when no part waits for an answer', () => {
    expect(nothingWaits(['APPROVED_BY_CUSTOMER', 'APPROVED_BY_ADVISOR', 'DECLINED'])).toBe(true);
    expect(nothingWaits(['APPROVED_BY_CUSTOMER', 'PENDING'])).toBe(false);
  });
});

describe('when the limit may be set', () => {
  it.each<[WorkshopStage, boolean]>([
    ['CAR_AT_GARAGE', true],
    ['SURVEY', true],
    ['ESTIMATE_APPROVAL_PENDING', false],
    ['ESTIMATE_COMPLETED', false],
    ['REPAIR_IN_PROGRESS', false],
    ['CAR_DELIVERED', false],
  ])('at %s: %s', (stage, ok) => {
    expect(limitVerdict(stage)).toEqual(
      ok ? { ok: true } : { ok: false, message: 'Your limit applies before the estimate is sent; this estimate was sent already' },
    );
  });
});
