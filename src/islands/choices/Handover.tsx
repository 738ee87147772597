import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import ChoiceGate from './ChoiceGate';
import ChoiceLayout from './ChoiceLayout';
import JourneySummary from './JourneySummary';
import HandoverOptions from './HandoverOptions';
import type { ReadyJourney } from './ready-journey';
import { useServicePricing } from './use-pricing';
import { ApiError, apiGet, apiPost, apiSend } from '@/islands/api-client';
import { inWebview, navigate } from '@/islands/navigation';
import { failureMessage } from '@/islands/account/fields';
import { appointmentRequest } from '@/islands/booking/appointment-request';
import { forgetReward, rewardForBooking, storedReward } from '@/lib/reward-session';
import { $booking, bookingStarted, createKey, updateBooking } from '@/stores/booking';
import { Slot, type SlotType } from '@/contracts/vocabulary';
import type { ApiData } from '@/contracts/endpoints';
import { BEFORE_PAYMENT } from '@/lib/appointment-status';
import { continueHref, continuableOf } from '@/lib/booking-steps';
import { withBase } from '@/lib/paths';
import './pick.css';
import { track } from '@/islands/analytics';

// Sign-in is needed only by visitors who are not signed in yet, the other booking only when there is
// one: each loaded when needed.
const SignIn = lazy(() => import('@/islands/account/SignIn'));
const ExistingBooking = lazy(() => import('@/islands/booking/ExistingBooking'));

interface Props {
  serviceTypeNames: Record<string, string>;
  /** Whether the page was asked for with a live session (the page is then never shared). */
  signedIn: boolean;
}

/** pickup-drop: how the car is handed over; Continue (after sign-in) makes the appointment and goes on. */
export default function Handover({ serviceTypeNames, signedIn }: Props) {
  return <ChoiceGate>{(journey) => <HandoverView journey={journey} serviceTypeNames={serviceTypeNames} signedIn={signedIn} />}</ChoiceGate>;
}

type Appointment = ApiData<'appointment'>;
const sameChoices = (a: Appointment, j: ReadyJourney) =>
  a.garage_id === j.garage.garageId && a.service_type_id === j.serviceType && a.vehicle_details.model_id === j.vehicle.model_id;

function go(a: Appointment) {
  navigate(continueHref(continuableOf(a)));
}

function HandoverView({
  journey,
  serviceTypeNames,
  signedIn,
}: {
  journey: ReadyJourney;
  serviceTypeNames: Record<string, string>;
  signedIn: boolean;
}) {
  const draft = useStore($booking);
  const [handover, setHandover] = useState<SlotType>(draft.handover ?? Slot.PICK_AND_DROP);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const started = useRef(false);
  const pricing = useServicePricing(journey);
  const quote = pricing.status === 'ready' && !pricing.quotePending ? pricing.data.quote : undefined;

  /** The appointment of this journey when there is one to change, rather than a new one to make. */
  const current = async (): Promise<Appointment | null> => {
    const id = $booking.get().appointmentId;
    if (!id) return null;
    const a = await apiGet('appointment/{id}', { id }).catch(() => null);
    return a && sameChoices(a, journey) && BEFORE_PAYMENT.includes(a.status) ? a : null;
  };

  const book = async () => {
    setBusy(true);
    setError(null);
    setConflict(null);
    try {
      const existing = await current();
      if (existing) {
        const changed =
          existing.booking_details.appointment_fulfillment_type === handover
            ? existing
            : await apiSend('PATCH appointment/{id}', {
                id: existing.appointment_id,
                booking_details: { appointment_fulfillment_type: handover },
              });
        return go(changed);
      }
      const reward = rewardForBooking(storedReward(sessionStorage), journey.garage.garageId);
      const body = appointmentRequest(journey, handover, { utmMedium: sessionStorage.getItem('utm_medium'), isApp: inWebview(), reward });
      const created = await apiPost('appointment', body, { idempotencyKey: createKey() });
      bookingStarted(created.appointment_id);
      go(created);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'ACTIVE_APPOINTMENT_EXISTS' && failure.details.appointment_id)
        setConflict(failure.details.appointment_id);
      else if (failure instanceof ApiError && failure.status === 401) setAskSignIn(true);
      else if (failure instanceof ApiError && failure.code === 'REWARD_REFUSED') {
        // The reward does not fit this booking: said in words, and the next tap books without it.
        forgetReward(sessionStorage);
        setError(`${failure.message}. Continue to book without the reward.`);
      } else setError(failureMessage(failure));
      setBusy(false);
    }
  };

  const onContinue = () => {
    updateBooking({ handover });
    if (!signedIn) {
      setAskSignIn(true);
      return;
    }
    void book();
  };

  // Back from signing in (?continue=1): carry on without another tap.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!signedIn || params.get('continue') !== '1' || started.current) return;
    started.current = true;
    params.delete('continue');
    window.history.replaceState(null, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`);
    void book();
  }, [signedIn]);

  const next = (() => {
    if (typeof window === 'undefined') return withBase('/ad-services/pickup-drop');
    const params = new URLSearchParams(window.location.search);
    params.set('continue', '1');
    return `${window.location.pathname}?${params}`;
  })();

  return (
    <ChoiceLayout summary={<JourneySummary serviceTypeNames={serviceTypeNames} quote={quote} withContinue={false} />}>
      <HandoverOptions
        value={handover}
        onChange={(value) => {
          setHandover(value);
          updateBooking({ handover: value });
          track('handover_chosen', { handover: value });
        }}
        disabled={busy}
      />
      {conflict && (
        <Suspense
          fallback={
            <p className="choice-loading" role="status">
              Finding your other booking…
            </p>
          }
        >
          <ExistingBooking
            appointmentId={conflict}
            onReplaced={() => {
              updateBooking({ createKey: undefined });
              void book();
            }}
          />
        </Suspense>
      )}
      {askSignIn && !signedIn ? (
        <Suspense
          fallback={
            <p className="choice-loading" role="status">
              Loading sign-in…
            </p>
          }
        >
          <SignIn next={next} heading="Sign in to book your service" />
        </Suspense>
      ) : (
        <div className="handover-continue">
          <button type="button" className="button" disabled={busy} onClick={onContinue}>
            {busy ? 'Starting your booking…' : 'Continue'}
          </button>
          {!signedIn && (
            <p className="choice-hint">You'll sign in with your mobile number next: it keeps your booking and its payment safe.</p>
          )}
        </div>
      )}
      {error && (
        <p className="issue-error" role="alert">
          {error}
        </p>
      )}
      <p className="choice-hint">
        Prefer to talk to us? Call {journey.garage.garageName} on{' '}
        <a href={`tel:${journey.garage.phone.replace(/[^\d+]/g, '')}`}>{journey.garage.phone}</a>, or{' '}
        <a href={withBase('/ad-services/schedule-callback')}>ask for a call back</a>.
      </p>
    </ChoiceLayout>
  );
}
