import { useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { Approval, Decision, LINE_DECISIONS, type LineApproval, type LineDecision } from '@/contracts/vocabulary';
import { customerMayAnswer } from '@/lib/estimate-rules';
import { variableCostOnEstimate } from '@/lib/cost-check';
import { estimateTotals, lineStatusText, withAnswers } from '@/lib/estimate-review';
import { formatInr } from '@/lib/money';
import { withBase } from '@/lib/paths';
import PhotoStrip, { type LinePhoto } from './PhotoStrip';
import './workshop.css';

interface Line {
  id: string;
  part_name: string;
  breakup: { net_labour_cost: number; net_part_cost: number; net_service_cost: number };
  amount: number;
  notes: string | null;
  status: LineApproval;
  /** Approved by the customer's limit as the estimate was sent. */
  auto: boolean;
  removed_reason: string | null;
  photos: LinePhoto[];
}
/** Spec §4's load states of an estimate action. */
type LoadState = 'idle' | 'pending' | 'fulfilled' | 'rejected';

const decisionOf = (status: LineApproval): LineDecision | undefined =>
  status === Approval.APPROVED_BY_CUSTOMER ? Decision.APPROVED : status === Approval.DECLINED ? Decision.DECLINED : undefined;

/**
 * The job cards (spec §2, §4): the service booked, then every extra part with its breakup; the
 * customer approves or declines each extra, then saves and reviews the estimate (/estimate-approval).
 * The booked service and a part the advisor approved need no answer; a part left undecided is not done.
 */
export default function JobCards({ orderId, lines }: { orderId: string; lines: Line[] }) {
  const ready = useHydrated();
  const [decisions, setDecisions] = useState<Record<string, LineDecision | undefined>>(() =>
    Object.fromEntries(lines.map((l) => [l.id, decisionOf(l.status)])),
  );
  const [state, setState] = useState<LoadState>('idle');
  const [error, setError] = useState<string | null>(null);
  // What is approved so far, answers not yet saved included: it follows every tap.
  const answered = withAnswers(
    lines.map((l) => ({ ...l, approval: l.status })),
    decisions,
  );
  const totals = estimateTotals(answered);
  const approvalOfLine = new Map(answered.map((l) => [l.id, l.approval]));
  const save = async () => {
    setState('pending');
    setError(null);
    // Only what changed: an answer the line already has (one the limit gave, say) is kept as it is.
    const answered = lines
      .filter((l) => customerMayAnswer(l.status) && decisions[l.id] && decisions[l.id] !== decisionOf(l.status))
      .map((l) => ({ line_id: l.id, status: decisions[l.id]! }));
    try {
      if (answered.length > 0) await apiPost('line-item-status', { order_id: orderId, decisions: answered });
      setState('fulfilled');
      window.location.assign(withBase(`/estimate-approval?${new URLSearchParams({ orderId })}`));
    } catch (failure) {
      setError(failureMessage(failure));
      setState('rejected');
    }
  };
  return (
    <div className="job-cards">
      <ul className="job-cards__list">
        {lines.map((line) => (
          <li key={line.id} className={`card job-card${approvalOfLine.get(line.id) === Approval.DECLINED ? ' job-card--declined' : ''}`}>
            <div className="job-card__head">
              <h2 className="job-card__part">{line.part_name}</h2>
              <strong className="job-card__amount">{formatInr(line.amount)}</strong>
            </div>
            <p className="job-card__breakup">
              Labour {formatInr(line.breakup.net_labour_cost)} · Part {formatInr(line.breakup.net_part_cost)} · Service{' '}
              {formatInr(line.breakup.net_service_cost)}
            </p>
            {line.notes ? <p className="job-card__notes">{line.notes}</p> : null}
            <PhotoStrip partName={line.part_name} photos={line.photos} />
            {customerMayAnswer(line.status) ? (
              <div className="job-card__choice" role="radiogroup" aria-label={`${line.part_name}: approve or decline`}>
                {LINE_DECISIONS.map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    role="radio"
                    aria-checked={decisions[line.id] === choice}
                    disabled={!ready || state === 'pending'}
                    className={`button job-card__option job-card__option--${choice === Decision.APPROVED ? 'approve' : 'decline'}`}
                    onClick={() => setDecisions({ ...decisions, [line.id]: choice })}
                  >
                    <span className="job-card__mark" aria-hidden="true">
                      {choice === Decision.APPROVED ? '✓' : '✕'}
                    </span>
                    {choice === Decision.APPROVED ? 'Approve' : 'Decline'}
                  </button>
                ))}
              </div>
            ) : (
              <p className="job-card__status">
                {lineStatusText({ approval: line.status, auto: line.auto, removed_reason: line.removed_reason }, true)}
              </p>
            )}
            {line.auto && decisions[line.id] === Decision.APPROVED ? (
              <p className="job-card__auto">Approved within your limit: you can still decline it</p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="job-cards__variable">{variableCostOnEstimate(totals.totalPaise)}</p>
      <div className="job-cards__footer">
        <div className="job-cards__total" role="status" aria-labelledby="job-cards-total-label">
          <span id="job-cards-total-label" className="job-cards__total-label">
            Approved so far
          </span>
          <strong className="job-cards__total-amount">{formatInr(totals.totalPaise)}</strong>
          <span className="job-cards__total-parts">
            {totals.bookedPaise > 0 ? `Service booked ${formatInr(totals.bookedPaise)} + ` : ''}extra parts {formatInr(totals.extrasPaise)}
          </span>
        </div>
        <button
          type="button"
          className="button"
          disabled={!ready || state === 'pending'}
          aria-describedby="job-cards-error"
          onClick={() => void save()}
        >
          {state === 'pending' ? 'Saving…' : 'Save and review the estimate'}
        </button>
        <FieldError id="job-cards-error" error={error} />
      </div>
    </div>
  );
}
