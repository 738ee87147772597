// The estimate's rules, pure: a line's amount, what the customer may answer, and where approving the
// estimate takes the car. The services apply them; tests/unit/estimate-rules.test.ts proves them.
import {
  Approval,
  Decision,
  Origin,
  Stage,
  type LineApproval,
  type LineDecision,
  type LineOrigin,
  type WorkshopStage,
} from '@/contracts/vocabulary';

export interface Breakup {
  netLabourCost: number;
  netPartCost: number;
  netServiceCost: number;
}

/** How a line's approval reads, to the advisor and to the customer. */
export const APPROVAL_TEXT: Readonly<Record<LineApproval, string>> = {
  PENDING: 'Waiting for approval',
  APPROVED_BY_ADVISOR: 'Approved by the advisor',
  APPROVED_BY_CUSTOMER: 'Approved',
  DECLINED: 'Declined',
  BOOKED: 'Booked with the service',
  REMOVED: 'Removed by the service centre',
};

/** How an undecided line reads once the estimate was approved without it: it is not done. */
export const NOT_APPROVED_TEXT = 'Not approved: left undecided';

/** A line's amount in paise: its net labour, part and service cost. */
export const lineAmount = (b: Breakup): number => b.netLabourCost + b.netPartCost + b.netServiceCost;

/** Booked with the service, or approved by the advisor or the customer: the work is done and billed. */
export const isApproved = (approval: LineApproval): boolean =>
  approval === Approval.BOOKED || approval === Approval.APPROVED_BY_ADVISOR || approval === Approval.APPROVED_BY_CUSTOMER;

/** The customer answers the extra parts only: an advisor-approved one needs no question, the booked service was agreed at booking. */
export const customerMayAnswer = (approval: LineApproval): boolean =>
  approval === Approval.PENDING || approval === Approval.APPROVED_BY_CUSTOMER || approval === Approval.DECLINED;

/** Why the customer may not answer a line (one customerMayAnswer refuses). */
export function notTheirsToAnswer(partName: string, approval: LineApproval): string {
  if (approval === Approval.BOOKED) return `'${partName}' is the service you booked: it is done as booked`;
  if (approval === Approval.REMOVED) return `'${partName}' was taken off your estimate by the service centre`;
  return `'${partName}' was approved by your advisor`;
}

/** A decision as the customer sends it, as the line keeps it. */
export const approvalOf = (status: LineDecision): LineApproval =>
  status === Decision.APPROVED ? Approval.APPROVED_BY_CUSTOMER : Approval.DECLINED;

/**
 * Where approving the estimate as decided takes the car: to ESTIMATE_COMPLETED when there is work to
 * do (a booked job or an approved part), else to NO_SERVICE_SELECTED (every extra declined or left
 * undecided, and nothing booked but the inspection, which was done and is billed). Lines left
 * undecided stay undecided: they are neither done nor billed.
 */
export function estimateOutcome(lines: readonly { approval: LineApproval; origin: LineOrigin }[]): WorkshopStage {
  return lines.some((l) => isApproved(l.approval) && l.origin !== Origin.INSPECTION) ? Stage.ESTIMATE_COMPLETED : Stage.NO_SERVICE_SELECTED;
}
