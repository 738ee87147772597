// Spec §4's cost check, made when the bill is drawn up: did the work cost more than the estimate the
// customer agreed to? Amounts in paise; pure.
import type { LineApproval } from '@/contracts/vocabulary';
import { isApproved } from './estimate-rules';
import { formatInr } from './money';

/** The variable cost the estimate warned about: a bill up to this much over it is issued as it is. */
export const VARIABLE_COST_PERCENT = 15;

export const WITHIN_VARIABLE_COST = `The final cost is within the ${VARIABLE_COST_PERCENT}% variable cost mentioned earlier`;

/** Said where a price is agreed (paying the booking fee), so the bill's "mentioned earlier" is true. */
export const VARIABLE_COST_AT_BOOKING = `Your service is paid at the centre. Its final bill can be up to ${VARIABLE_COST_PERCENT}% above the estimate you approve there; anything more waits for your approval.`;

/** The most a bill for an estimate can come to without asking again: the estimate plus 15 %, in whole paise. */
export function variableCostCeiling(estimatedPaise: number): number {
  return estimatedPaise + Math.floor((estimatedPaise * VARIABLE_COST_PERCENT) / 100);
}

/** Said under an estimate's total: 'Your final bill can come to up to ₹3,219 (15% above this) without asking you again…'. */
export function variableCostOnEstimate(estimatedPaise: number): string {
  return `Your final bill can come to up to ${formatInr(variableCostCeiling(estimatedPaise))} (${VARIABLE_COST_PERCENT}% above this) without asking you again; anything more waits for your approval.`;
}

export interface CostLine {
  approval: LineApproval;
  /** The amount the line had when the estimate was sent. */
  sentPaise: number;
  /** Its amount at billing (null until the bill is drawn up: the sent amount stands). */
  finalPaise: number | null;
}

export interface CostCheck {
  /** The final amounts of the approved lines. */
  actualPaise: number;
  /** The sent amounts of the lines approved by the advisor or the customer. */
  estimatedPaise: number;
  /** How far the actual cost is over the estimate, in percent, never below 0 (one decimal, rounded up); null with nothing estimated to compare with. */
  overrunPercent: number | null;
  /** Within the variable cost: the bill is issued with WITHIN_VARIABLE_COST; otherwise the customer approves the difference first. */
  withinVariableCost: boolean;
}

/** Declined and undecided lines are neither done nor billed, so they count on neither side. */
export function costCheck(lines: readonly CostLine[]): CostCheck {
  const counted = lines.filter((l) => isApproved(l.approval));
  const actualPaise = counted.reduce((sum, l) => sum + (l.finalPaise ?? l.sentPaise), 0);
  const estimatedPaise = counted.reduce((sum, l) => sum + l.sentPaise, 0);
  const over = Math.max(0, actualPaise - estimatedPaise);
  // Lines approved at nothing and billed at something have no percentage: the customer approves the difference.
  if (estimatedPaise === 0) return { actualPaise, estimatedPaise, overrunPercent: over === 0 ? 0 : null, withinVariableCost: over === 0 };
  return {
    actualPaise,
    estimatedPaise,
    // Rounded up, so a bill over the 15 % never shows as 15.0.
    overrunPercent: Math.ceil((over * 1000) / estimatedPaise) / 10,
    // In whole paise, so 15 % exactly is within, whatever floating point makes of the ratio.
    withinVariableCost: over * 100 <= estimatedPaise * VARIABLE_COST_PERCENT,
  };
}
