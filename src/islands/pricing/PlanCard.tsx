import type { PlanPrice } from '@/contracts/pricing';
import { PLAN_NAMES, type PlanCode } from '@/contracts/vocabulary';
import { discountPercent, formatInr } from '@/lib/money';

interface Props {
  code: PlanCode;
  price: PlanPrice;
  includedCount: number;
  totalCount: number;
  chosen: boolean;
  onChoose: () => void;
}

/** One periodic plan: offer price, old price, what others charge, the saving and a Choose button. */
export default function PlanCard({ code, price, includedCount, totalCount, chosen, onChoose }: Props) {
  const name = PLAN_NAMES[code];
  const percent = discountPercent(price.offer_price, price.amount);
  const titleId = `plan-${code.toLowerCase()}`;
  return (
    <article className={`plan card${chosen ? ' plan--chosen' : ''}`} aria-labelledby={titleId}>
      <div className="plan__top">
        <h3 id={titleId} className="plan__name">
          {name}
        </h3>
        {chosen && <span className="plan__badge">Your choice</span>}
      </div>
      <p className="plan__scope">
        {includedCount === totalCount ? `All ${totalCount} services` : `${includedCount} of ${totalCount} services`}
      </p>
      <p className="plan__price">
        <strong className="plan__offer">{formatInr(price.offer_price)}</strong>{' '}
        <s className="plan__old">
          <span className="visually-hidden">Old price </span>
          {formatInr(price.amount)}
        </s>
      </p>
      {price.standard_discount > 0 && (
        <p className="plan__saving">
          You save {formatInr(price.standard_discount)}
          {percent > 0 ? ` (${percent}% off)` : ''}
        </p>
      )}
      <p className="plan__others">Other garages charge {formatInr(price.other_garage_amount)}</p>
      <button type="button" className={`button plan__choose${chosen ? ' button--ghost' : ''}`} aria-pressed={chosen} onClick={onChoose}>
        {chosen && <span aria-hidden="true">✓</span>} Choose {name}
      </button>
    </article>
  );
}
