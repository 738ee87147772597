import { describe, expect, it } from 'vitest';
import {
  costCheck,
  VARIABLE_COST_AT_BOOKING,
  VARIABLE_COST_PERCENT,
  variableCostCeiling,
  variableCostOnEstimate,
  WITHIN_VARIABLE_COST,
  type CostLine,
} from '@/lib/cost-check';

// Spec §4: actual = the approved lines' final amounts; estimated = the sent amounts of lines approved by
// the advisor or the customer; overrun floored at 0; within 15 % the bill says so. Paise, typed out.
const line = (approval: CostLine['approval'], sentPaise: number, finalPaise: number | null = null): CostLine => ({
  approval,
  sentPaise,
  finalPaise,
});

describe('the cost check of a bill', () => {
  it('says the 15 % of the spec', () => {
    expect(VARIABLE_COST_PERCENT).toBe(15);
    expect(WITHIN_VARIABLE_COST).toBe('The final cost is within the 15% variable cost mentioned earlier');
  });

  it('counts the lines approved by the advisor and by the customer, not the declined or undecided ones', () => {
    expect(
      costCheck([
        line('APPROVED_BY_ADVISOR', 150_000, 160_000),
        line('APPROVED_BY_CUSTOMER', 250_000, 260_000),
        line('DECLINED', 500_000, 500_000),
        line('PENDING', 90_000, 90_000),
      ]),
    ).toEqual({ actualPaise: 420_000, estimatedPaise: 400_000, overrunPercent: 5, withinVariableCost: true });
  });

  it('takes a line’s sent amount when no final one was set', () => {
    expect(costCheck([line('APPROVED_BY_CUSTOMER', 250_000), line('APPROVED_BY_ADVISOR', 100_000, 110_000)])).toEqual({
      actualPaise: 360_000,
      estimatedPaise: 350_000,
      overrunPercent: 2.9,
      withinVariableCost: true,
    });
  });

  it('is within at the estimate itself and at 10 % over', () => {
    expect(costCheck([line('APPROVED_BY_CUSTOMER', 200_000, 200_000)])).toEqual({
      actualPaise: 200_000,
      estimatedPaise: 200_000,
      overrunPercent: 0,
      withinVariableCost: true,
    });
    expect(costCheck([line('APPROVED_BY_ADVISOR', 120_000, 130_000), line('APPROVED_BY_CUSTOMER', 80_000, 90_000)])).toEqual({
      actualPaise: 220_000,
      estimatedPaise: 200_000,
      overrunPercent: 10,
      withinVariableCost: true,
    });
  });

  it('is within at exactly 15 % over, and not one paisa more', () => {
    expect(costCheck([line('APPROVED_BY_CUSTOMER', 200_000, 230_000)])).toEqual({
      actualPaise: 230_000,
      estimatedPaise: 200_000,
      overrunPercent: 15,
      withinVariableCost: true,
    });
    expect(costCheck([line('APPROVED_BY_CUSTOMER', 200_000, 230_001)])).toEqual({
      actualPaise: 230_001,
      estimatedPaise: 200_000,
      overrunPercent: 15.1,
      withinVariableCost: false,
    });
    expect(costCheck([line('APPROVED_BY_CUSTOMER', 200_000, 240_000)])).toEqual({
      actualPaise: 240_000,
      estimatedPaise: 200_000,
      overrunPercent: 20,
      withinVariableCost: false,
    });
  });

  it('floors the overrun at 0 when the work cost less', () => {
    expect(costCheck([line('APPROVED_BY_ADVISOR', 300_000, 270_000)])).toEqual({
      actualPaise: 270_000,
      estimatedPaise: 300_000,
      overrunPercent: 0,
      withinVariableCost: true,
    });
  });

  it('has nothing to check with every line declined, and no percentage for work estimated at nothing', () => {
    expect(costCheck([line('DECLINED', 300_000, 300_000)])).toEqual({
      actualPaise: 0,
      estimatedPaise: 0,
      overrunPercent: 0,
      withinVariableCost: true,
    });
    expect(costCheck([])).toEqual({ actualPaise: 0, estimatedPaise: 0, overrunPercent: 0, withinVariableCost: true });
    expect(costCheck([line('APPROVED_BY_ADVISOR', 0, 50_000)])).toEqual({
      actualPaise: 50_000,
      estimatedPaise: 0,
      overrunPercent: null,
      withinVariableCost: false,
    });
  });
});

describe('the variable cost is said before the bill refers to it', () => {
  it('at booking, with the 15 %', () => {
    expect(VARIABLE_COST_AT_BOOKING).toBe(
      'Your service is paid at the centre. Its final bill can be up to 15% above the estimate you approve there; anything more waits for your approval.',
    );
  });

  it('under an estimate, as the most its bill can come to without asking again', () => {
    expect(variableCostCeiling(200_000)).toBe(230_000);
    expect(variableCostCeiling(279_900)).toBe(321_885);
    expect(variableCostCeiling(0)).toBe(0);
    expect(variableCostOnEstimate(200_000)).toBe(
      'Your final bill can come to up to ₹2,300 (15% above this) without asking you again; anything more waits for your approval.',
    );
  });

  it('names the same ceiling the cost check uses: that bill is within, a paisa more is not', () => {
    const billOf = (finalPaise: number) => costCheck([line('APPROVED_BY_CUSTOMER', 279_900, finalPaise)]).withinVariableCost;
    expect([billOf(321_885), billOf(321_886)]).toEqual([true, false]);
  });
});
