import { VARIABLE_COST_AT_BOOKING } from '@/lib/cost-check';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import DetailsFields from './DetailsFields';
import CouponBox from './CouponBox';
import FeeSummary from './FeeSummary';
import HoldTimer from './HoldTimer';
import { useBookingAmount, type BookingAmount } from './use-booking-amount';
import { ApiError, apiSend } from '@/islands/api-client';
import { failureMessage } from '@/islands/account/fields';
import { useHydrated } from '@/islands/use-hydrated';
import { $booking, draftFor, forgetPaymentKey, paymentKey, updateBooking, updateDetailsDraft } from '@/stores/booking';
import type { ServiceTypeId } from '@/contracts/vocabulary';
import { HOLD_RELEASED_COPY } from '@/lib/hold-countdown';
import { detailsErrors, detailsPatch, payButtonLabel, serverFieldErrors, type DetailsDraft, type DetailsErrors } from '@/lib/pay-form';
import { PAYMENT_FAILED_COPY } from '@/lib/payment-outcome';
import { ACCOUNT_PATH } from '@/lib/error-pages';
import { FULL_REFUND_BEFORE_MINUTES } from '@/lib/refund-rule';
import './pay.css';
import { track } from '@/islands/analytics';

interface Props {
  appointmentId: string;
  garageId: string;
  serviceTypeId: ServiceTypeId;
  /** The account's mobile number, as shown. */
  phone: string;
  /** What the booking already has. */
  saved: { fullName: string; email: string };
  needsRegistration: boolean;
  hold: { expiresAt: string; slot: string };
  /** The booking so far (BookingSummary, rendered on the server), shown under the held slot. */
  children?: ReactNode;
  serverNow: string;
  /** Back from the gateway after a failed payment (`?payment=failed`). */
  paymentFailed: boolean;
  /** The coupon of the payment already started, and the fee as the page found it. */
  initial: { coupon: string | null; amount: BookingAmount } | null;
  /** Where slots are chosen again. */
  slotHref: string;
}

const FIELD_ORDER = ['fullName', 'email', 'registration'] as const;

/** details-capture: the held slot and its countdown, the customer's details, the coupon and the fee, and paying it. */
export default function PayForm(props: Props) {
  const { appointmentId, needsRegistration, hold } = props;
  const hydrated = useHydrated();
  const store = useStore($booking);
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; account?: boolean } | null>(null);
  const [expired, setExpired] = useState(false);
  const [failed, setFailed] = useState(props.paymentFailed);

  useEffect(() => {
    draftFor(appointmentId, props.initial?.coupon ?? undefined);
    // A failed payment's next try is a new request; the server still pays the same attempt.
    if (props.paymentFailed) {
      forgetPaymentKey();
      track('payment_failed', { appointment_id: appointmentId });
    }
    // Back from the gateway's page (the browser's page cache): the form works again.
    const restored = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const draft = hydrated && store.appointmentId === appointmentId ? store : null;
  const values: DetailsDraft = {
    fullName: draft?.details.fullName ?? props.saved.fullName,
    email: draft?.details.email ?? props.saved.email,
    registration: draft?.details.registration ?? '',
  };
  const coupon = draft ? (draft.coupon ?? null) : (props.initial?.coupon ?? null);
  const amount = useBookingAmount({ garageId: props.garageId, serviceTypeId: props.serviceTypeId, appointmentId }, coupon, props.initial);
  const quote = amount.status === 'ready' ? amount.data : null;

  const change = (patch: Partial<DetailsDraft>) => {
    updateDetailsDraft(patch);
    if (Object.keys(errors).length) setErrors(detailsErrors({ ...values, ...patch }, needsRegistration));
  };

  const focusFirstError = (found: DetailsErrors) => {
    const first = FIELD_ORDER.find((k) => found[k]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const pay = async () => {
    const found = detailsErrors(values, needsRegistration);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return;
    }
    if (expired || !quote) return;
    setBusy(true);
    setProblem(null);
    track('details_entered', { appointment_id: appointmentId });
    track('payment_started', { appointment_id: appointmentId });
    try {
      await apiSend('PATCH appointment/{id}', { id: appointmentId, ...detailsPatch(values, needsRegistration) });
      const applied = quote.coupon?.applied ? quote.coupon.code : '';
      const payment = await apiSend(
        'appointment/{id}/payment',
        { id: appointmentId, ...(applied ? { coupon_code: applied } : {}) },
        { idempotencyKey: paymentKey(appointmentId, applied) },
      );
      if (!payment.payin_url)
        throw new ApiError(502, 'PAYMENT_PROVIDER_FAILED', 'Our payment partner did not answer; nothing was charged. Please try again.');
      // The gateway's own page (another site with Razorpay): no parameters of ours are carried onto it.
      window.location.assign(payment.payin_url);
    } catch (failure) {
      setBusy(false);
      setFailed(false);
      if (!(failure instanceof ApiError)) {
        setProblem({ message: failureMessage(failure) });
        return;
      }
      if (failure.code === 'HOLD_EXPIRED') {
        setExpired(true);
        return;
      }
      // The booking moved on elsewhere (paid in another tab, cancelled): the page shows where it stands.
      if (failure.code === 'INVALID_TRANSITION') {
        window.location.reload();
        return;
      }
      const fields = failure.code === 'VALIDATION_FAILED' ? serverFieldErrors(failure.message) : {};
      if (Object.keys(fields).length) {
        setErrors(fields);
        focusFirstError(fields);
        return;
      }
      setProblem({ message: failure.message, account: failure.code === 'ACTIVE_APPOINTMENT_EXISTS' });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void pay();
  };

  const blocked = busy || expired;
  return (
    <div className="pay-layout">
      {(expired || failed) && (
        <div className="pay-alerts">
          {expired && (
            <div className="card pay-notice pay-notice--error" role="alert">
              <h2>{HOLD_RELEASED_COPY.heading}</h2>
              <p>{HOLD_RELEASED_COPY.body}</p>
              <a className="button" href={props.slotHref}>
                {HOLD_RELEASED_COPY.action}
              </a>
            </div>
          )}
          {failed && !expired && (
            <div className="card pay-notice pay-notice--error" role="alert">
              <h2>{PAYMENT_FAILED_COPY.heading}</h2>
              <p>{PAYMENT_FAILED_COPY.body}</p>
              <button type="button" className="button" disabled={blocked || !quote} onClick={() => void pay()}>
                Try again
              </button>
            </div>
          )}
        </div>
      )}
      <aside className="card pay-summary" aria-labelledby="pay-summary-heading">
        <h2 id="pay-summary-heading" className="pay-summary__title">
          Your slot
        </h2>
        <p className="pay-summary__slot">{hold.slot}</p>
        {!expired && <HoldTimer expiresAt={hold.expiresAt} serverNow={props.serverNow} onExpire={() => setExpired(true)} />}
        {props.children}
        <p className="pay-summary__note">{VARIABLE_COST_AT_BOOKING}</p>
      </aside>

      <form ref={form} className="pay-form" onSubmit={submit} noValidate aria-label="Your details and payment">
        <section className="card pay-section" aria-labelledby="pay-details-heading">
          <h2 id="pay-details-heading">Your details</h2>
          <DetailsFields value={values} errors={errors} phone={props.phone} needsRegistration={needsRegistration} onChange={change} />
        </section>

        <section className="card pay-section" aria-labelledby="pay-fee-heading">
          <h2 id="pay-fee-heading">Booking fee</h2>
          <p className="pay-section__hint">Paid now to confirm your slot, and deducted from your final bill at the service centre.</p>
          <CouponBox
            coupon={coupon}
            outcome={quote?.coupon ?? null}
            checking={amount.status === 'loading'}
            disabled={blocked}
            onApply={(code) => updateBooking({ coupon: code })}
            onRemove={() => updateBooking({ coupon: undefined })}
          />
          {quote && <FeeSummary amount={quote} />}
          {amount.status === 'loading' && !quote && (
            <p className="pay-section__hint" role="status">
              Working out the fee…
            </p>
          )}
          {amount.status === 'error' && (
            <div className="pay-notice pay-notice--error" role="alert">
              <p>{amount.error.message}</p>
              <button type="button" className="button button--ghost" onClick={amount.retry}>
                Try again
              </button>
            </div>
          )}
        </section>

        {problem && (
          <div className="card pay-notice pay-notice--error" role="alert">
            <p>{problem.message}</p>
            {problem.account && (
              <a className="button button--ghost" href={ACCOUNT_PATH}>
                My bookings
              </a>
            )}
          </div>
        )}
        <button type="submit" className="button pay-form__submit" disabled={blocked || !quote}>
          {payButtonLabel({ amountDuePaise: quote ? quote.amount_due_paise : null, busy })}
        </button>
        <p className="pay-form__secure">
          You pay on our payment partner's secure page. Cancel up to {FULL_REFUND_BEFORE_MINUTES / 60} hours before your slot for a full
          refund.
        </p>
      </form>
    </div>
  );
}
