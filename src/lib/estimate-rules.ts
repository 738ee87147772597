// The estimate's rules, pure: a line's amount, what the customer may answer, and where approving the
// estimate takes the car. The services apply them; tests/unit/estimate-rules.test.ts proves them.
import { Approval, Decision, Stage, type LineApproval, type LineDecision, type WorkshopStage } from '@/contracts/vocabulary';

export interface Breakup { netLabourCost: number; netPartCost: number; netServiceCost: number }

/** How a line's approval reads, to the advisor and to the customer. */
export const APPROVAL_TEXT: Readonly<Record<LineApproval, string>> = {
  PENDING: 'Waiting for approval',
  APPROVED_BY_ADVISOR: 'Approved by the advisor',
  APPROVED_BY_CUSTOMER: 'Approved',
  DECLINED: 'Declined',
};

/** A line's amount in paise: its net labour, part and service cost. */
export const lineAmount = (b: Breakup): number => b.netLabourCost + b.netPartCost + b.netServiceCost;

/** Approved by the advisor or the customer: the work is done and billed. */
export const isApproved = (approval: LineApproval): boolean => approval === Approval.APPROVED_BY_ADVISOR || approval === Approval.APPROVED_BY_CUSTOMER;

/** The customer answers lines still theirs to answer: an advisor-approved line needs no question. */
export const customerMayAnswer = (approval: LineApproval): boolean => approval !== Approval.APPROVED_BY_ADVISOR;

/** A decision as the customer sends it, as the line keeps it. */
export const approvalOf = (status: LineDecision): LineApproval => (status === Decision.APPROVED ? Approval.APPROVED_BY_CUSTOMER : Approval.DECLINED);

/**
 * Approving the estimate as decided: lines not answered are approved by the customer; the car moves
 * to ESTIMATE_COMPLETED, or to NO_SERVICE_SELECTED when every line is declined.
 */
export function approveAsDecided(lines: readonly { id: string; approval: LineApproval }[]): { approve: string[]; next: WorkshopStage } {
  const approve = lines.filter((l) => l.approval === Approval.PENDING).map((l) => l.id);
  const anyApproved = approve.length > 0 || lines.some((l) => isApproved(l.approval));
  return { approve, next: anyApproved ? Stage.ESTIMATE_COMPLETED : Stage.NO_SERVICE_SELECTED };
}
