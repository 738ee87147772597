// How the customer reads their estimate (job cards, the review, the service estimate): the service
// booked, then each extra part with its answer; what approving it now means in rupees; and what is
// not done. Pure; the pages render it. Undecided parts are never done (docs/decisions/035).
import { Approval, type LineApproval, type LineDecision } from '@/contracts/vocabulary';
import { APPROVAL_TEXT, approvalOf, customerMayAnswer, isApproved, NOT_APPROVED_TEXT } from './estimate-rules';

export interface ReviewLine {
  part_name: string;
  amount: number;
  approval: LineApproval;
  /** Approved by the customer's limit as the estimate was sent. */
  auto: boolean;
  removed_reason: string | null;
}

/** One line's status as the customer reads it, while the estimate waits for them (`open`) or after. */
export function lineStatusText(line: Pick<ReviewLine, 'approval' | 'auto' | 'removed_reason'>, open: boolean): string {
  if (line.approval === Approval.PENDING) return open ? 'Not decided yet: not done unless you approve it' : NOT_APPROVED_TEXT;
  if (line.approval === Approval.APPROVED_BY_CUSTOMER && line.auto) return 'Approved within your limit';
  if (line.approval === Approval.REMOVED && line.removed_reason) return `${APPROVAL_TEXT.REMOVED}: ${line.removed_reason}`;
  return APPROVAL_TEXT[line.approval];
}

export interface EstimateTotals {
  /** The service booked, at its booked price (paise). */
  bookedPaise: number;
  /** The extra parts approved (by the customer, their limit or the advisor). */
  extrasPaise: number;
  /** Everything that is done and billed. */
  totalPaise: number;
  /** The extra parts nobody decided: not done. */
  undecided: string[];
}

/** The estimate's totals as they stand: only booked and approved work counts. */
export function estimateTotals(lines: readonly ReviewLine[]): EstimateTotals {
  const booked = lines.filter((l) => l.approval === Approval.BOOKED);
  const extras = lines.filter((l) => l.approval !== Approval.BOOKED && isApproved(l.approval));
  const sum = (list: readonly ReviewLine[]) => list.reduce((total, l) => total + l.amount, 0);
  return {
    bookedPaise: sum(booked),
    extrasPaise: sum(extras),
    totalPaise: sum(booked) + sum(extras),
    undecided: lines.filter((l) => l.approval === Approval.PENDING).map((l) => l.part_name),
  };
}

/**
 * The lines as the customer's answers on the job cards leave them before they are saved, for the
 * running total: an answer changes only a line the customer may answer (the booked service and the
 * advisor's approvals stay as they are); a line without an answer keeps its approval.
 */
export function withAnswers<L extends { id: string; approval: LineApproval }>(
  lines: readonly L[],
  answers: Readonly<Record<string, LineDecision | undefined>>,
): L[] {
  return lines.map((line) => {
    const answer = answers[line.id];
    return answer && customerMayAnswer(line.approval) ? { ...line, approval: approvalOf(answer) } : line;
  });
}

/** What approving now leaves out, in one sentence; null when every part is decided. */
export function undecidedNotice(undecided: readonly string[]): string | null {
  if (undecided.length === 0) return null;
  const names = undecided.length === 1 ? `'${undecided[0]}'` : `${undecided.length} parts`;
  return `You have not decided on ${names}: ${undecided.length === 1 ? 'it is' : 'they are'} not done unless you approve ${undecided.length === 1 ? 'it' : 'them'} on your job cards.`;
}
