import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { couponCodeOf } from '@/lib/pay-form';
import type { BookingAmount } from './use-booking-amount';

interface Props {
  /** The coupon applied (asked about), or null. */
  coupon: string | null;
  /** What the server said of it, once it has answered. */
  outcome: BookingAmount['coupon'] | null;
  checking: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The coupon field: Apply asks the server; the answer shows the discount or why the coupon does not apply; Remove takes it off. */
export default function CouponBox({ coupon, outcome, checking, disabled, onApply, onRemove }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(coupon ?? '');
  const [inputError, setInputError] = useState<string | null>(null);
  useEffect(() => {
    setTyped(coupon ?? '');
  }, [coupon]);

  const apply = () => {
    const checked = couponCodeOf(typed);
    if ('error' in checked) {
      setInputError(checked.error);
      return;
    }
    setInputError(null);
    onApply(checked.code);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };

  const applied = coupon && outcome && outcome.code === coupon && outcome.applied ? outcome : null;
  const refused = coupon && outcome && outcome.code === coupon && !outcome.applied ? outcome : null;
  const message = inputError ?? refused?.message ?? null;

  if (applied) {
    return (
      <div className="pay-coupon pay-coupon--applied" role="status">
        <p className="pay-coupon__applied">
          <strong>{applied.code}</strong> applied: {applied.message}
        </p>
        <button type="button" className="button button--ghost pay-coupon__remove" onClick={onRemove} disabled={disabled}>
          Remove<span className="visually-hidden"> coupon {applied.code}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="pay-coupon">
      <label htmlFor={`${id}-coupon`} className="pay-field__label">
        Coupon code
      </label>
      <div className="pay-coupon__row">
        <input
          id={`${id}-coupon`}
          className="pay-field__input pay-coupon__input"
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setInputError(null);
          }}
          onKeyDown={onKey}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-coupon-message` : undefined}
        />
        <button type="button" className="button button--ghost" onClick={apply} disabled={disabled || checking}>
          {checking ? 'Checking…' : 'Apply'}
        </button>
      </div>
      <div role="status">
        {message && (
          <p id={`${id}-coupon-message`} className="pay-field__error">
            {message}
          </p>
        )}
      </div>
      {refused && (
        <button type="button" className="pay-link" onClick={onRemove} disabled={disabled}>
          Remove<span className="visually-hidden"> coupon {refused.code}</span>
        </button>
      )}
    </div>
  );
}
