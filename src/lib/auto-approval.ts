// The customer's auto-approval limit (the workshop issue, "Beyond the peers"; docs/decisions/031): set
// before the estimate is sent, a limit per part and, optionally, in all. When the estimate is sent,
// the parts within it are approved at once; the rest wait for the customer as before. Pure.
import { Approval, Stage, type LineApproval, type WorkshopStage } from '@/contracts/vocabulary';

export interface AutoApprovalLimit {
  /** The most one part may cost (paise) to be approved without asking. */
  linePaise: number;
  /** The most the parts approved this way may cost together (paise); none: only the per-part limit counts. */
  totalPaise: number | null;
}

/**
 * The parts a limit approves when the estimate is sent, in the order the advisor recorded them: a part
 * still waiting, costing at most the per-part limit, while the parts approved so far plus this one stay
 * within the total. A part that would pass the total waits, and so may a later, smaller one fit.
 * Parts the advisor approved need no approval and do not count towards the total.
 */
export function autoApproved(
  lines: readonly { id: string; amount: number; approval: LineApproval }[],
  limit: AutoApprovalLimit | null,
): string[] {
  if (!limit) return [];
  const approved: string[] = [];
  let spent = 0;
  for (const line of lines) {
    if (line.approval !== Approval.PENDING || line.amount > limit.linePaise) continue;
    if (limit.totalPaise !== null && spent + line.amount > limit.totalPaise) continue;
    approved.push(line.id);
    spent += line.amount;
  }
  return approved;
}

/** Whether nothing is left for the customer to answer: the estimate is approved with the send. */
export const nothingWaits = (approvals: readonly LineApproval[]): boolean => approvals.every((a) => a !== Approval.PENDING);

/** The limit is set (or changed, or turned off) until the estimate is sent: at check-in or during the inspection. */
export function limitVerdict(stage: WorkshopStage): { ok: true } | { ok: false; message: string } {
  return stage === Stage.CAR_AT_GARAGE || stage === Stage.SURVEY
    ? { ok: true }
    : { ok: false, message: 'Your limit applies before the estimate is sent; this estimate was sent already' };
}
