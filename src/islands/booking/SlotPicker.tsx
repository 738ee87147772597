import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import DayStrip from './DayStrip';
import SlotOptions from './SlotOptions';
import NoSlots from './NoSlots';
import { ApiError, apiGet, apiSend } from '@/islands/api-client';
import { navigate } from '@/islands/navigation';
import { failureMessage } from '@/islands/account/fields';
import { $booking, updateBooking } from '@/stores/booking';
import type { ApiData } from '@/contracts/endpoints';
import { signInHref } from '@/lib/error-pages';
import { afterBookingHref, afterRescheduleHref, dayTabs, openingDay, stillChoosable, type SlotsQuery } from '@/lib/slot-choice';
import '@/islands/choices/choices.css';
import '@/islands/choices/pick.css';
import './slots.css';
import { track } from '@/islands/analytics';

type SlotList = ApiData<'get-slots'>;
type Loaded = { status: 'loading' } | { status: 'ready'; data: SlotList } | { status: 'error'; message: string };

interface Props {
  appointmentId: string;
  garageId: string;
  /** Choose the appointment's slot (held, or booked at once when the fee is paid), or move its booked slot. */
  step: 'choose' | 'reschedule';
  query: SlotsQuery;
  /** Today in IST, from the server. */
  today: string;
  /** The slot this appointment holds now (choosing it again renews the hold). */
  heldSlotId: string | null;
  /** The booked slot being moved away from. */
  currentSlotId: string | null;
  garage: { name: string; phone: string };
  /** What choosing does and when slots close, shown under the slots. */
  hints: string[];
  daysAhead: number;
  callbackHref: string;
}

const SLOT_TAKEN = "Sorry, someone has just taken that slot. We've refreshed the times: please choose another one.";

/** slot-selection: days as tabs, each day's slots as radios, and Continue (hold or book) or the reschedule. */
export default function SlotPicker(props: Props) {
  const { appointmentId, garageId, step, query, today, heldSlotId, currentSlotId, garage, hints } = props;
  const idBase = useId().replace(/:/g, '');
  const [list, setList] = useState<Loaded>({ status: 'loading' });
  const [chosen, setChosen] = useState<string | null>(() => {
    const draft = $booking.get().slotChoice;
    return draft?.appointmentId === appointmentId ? draft.slotId : heldSlotId;
  });
  const [day, setDay] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; signIn?: boolean } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  /** `fresh`: asked with the session, so never from the shared cache (after a slot was found taken). */
  const load = useCallback(async (fresh: boolean) => {
    try {
      setList({ status: 'ready', data: await apiGet('get-slots', query, { shared: !fresh }) });
    } catch (failure) {
      setList((before) => (fresh && before.status === 'ready' ? before : { status: 'error', message: failureMessage(failure) }));
    }
  }, []);
  useEffect(() => {
    void load(false);
  }, []);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView?.({ block: 'center' });
  }, [problem]);

  const tabs = useMemo(
    () =>
      list.status === 'ready' ? dayTabs(list.data, today, step === 'reschedule' ? { current: currentSlotId } : { held: heldSlotId }) : [],
    [list],
  );
  const picked = stillChoosable(tabs, chosen);
  const shownDay = tabs.find((t) => t.date === day) ?? tabs.find((t) => t.date === openingDay(tabs, picked));
  const pickedTab = picked ? tabs.find((t) => t.slots.some((s) => s.id === picked)) : undefined;
  const pickedText = pickedTab ? `${pickedTab.title}, ${pickedTab.slots.find((s) => s.id === picked)!.label}` : null;
  const anyOpen = tabs.some((t) => t.open > 0);
  const sameDayShown = tabs.some((t) => t.slots.some((s) => s.sameDay && !s.disabled));

  const choose = (slotId: string) => {
    setChosen(slotId);
    updateBooking({ slotChoice: { appointmentId, slotId } });
    track('slot_chosen', { appointment_id: appointmentId });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || busy) return;
    setBusy(true);
    setProblem(null);
    const ids = { appointmentId, garageId };
    try {
      if (step === 'reschedule') {
        await apiSend('appointment/{id}/reschedule', { id: appointmentId, slot_id: picked });
        updateBooking({ slotChoice: undefined });
        navigate(afterRescheduleHref(ids));
      } else {
        const booking = await apiSend('POST booking', { appointment_id: appointmentId, slot_id: picked });
        updateBooking({ slotChoice: undefined });
        navigate(afterBookingHref(booking.status, ids));
      }
    } catch (failure) {
      setBusy(false);
      const code = failure instanceof ApiError ? failure.code : null;
      if (code === 'SLOT_FULL' || code === 'SLOT_UNAVAILABLE' || code === 'SLOT_NOT_FOUND') {
        // The slot cannot be had any more: say so, forget it, and show the times as they are now.
        setProblem({ message: code === 'SLOT_FULL' ? SLOT_TAKEN : (failure as ApiError).message });
        setChosen(null);
        updateBooking({ slotChoice: undefined });
        void load(true);
      } else {
        setProblem({ message: failureMessage(failure), signIn: failure instanceof ApiError && failure.status === 401 });
      }
    }
  };

  const idle = step === 'reschedule' ? 'Confirm the new slot' : 'Continue';
  const working = step === 'reschedule' ? 'Moving your booking…' : 'Saving your slot…';

  return (
    <form className="slot-picker" onSubmit={(e) => void submit(e)} noValidate aria-busy={list.status === 'loading'}>
      <p className="slot-ist">
        All times are in India Standard Time (IST).
        {sameDayShown && ' Same-day service: your car is ready the same day.'}
      </p>
      {problem && (
        <div className="card choice-notice choice-notice--error" role="alert" ref={problemRef}>
          <p>{problem.message}</p>
          {problem.signIn && (
            <a className="button button--ghost" href={signInHref(`${window.location.pathname}${window.location.search}`)}>
              Sign in again
            </a>
          )}
        </div>
      )}
      {list.status === 'loading' && (
        <p className="choice-loading" role="status">
          Finding free slots…
        </p>
      )}
      {list.status === 'error' && (
        <div className="card choice-notice choice-notice--error" role="alert">
          <p>{list.message}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setList({ status: 'loading' });
              void load(true);
            }}
          >
            Try again
          </button>
        </div>
      )}
      {list.status === 'ready' && !anyOpen && (
        <NoSlots garage={garage} closedDays={list.data.closed_days} daysAhead={props.daysAhead} callbackHref={props.callbackHref} />
      )}
      {list.status === 'ready' && anyOpen && shownDay && (
        <>
          <DayStrip tabs={tabs} selected={shownDay.date} onSelect={setDay} idBase={idBase} />
          <SlotOptions tab={shownDay} chosen={picked} onChoose={choose} idBase={idBase} />
          {hints.length > 0 && (
            <ul className="slot-hints">
              {hints.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          )}
          <div className="slot-continue">
            <p className="slot-continue__chosen" aria-live="polite">
              {pickedText ? (
                <>
                  Your slot: <strong>{pickedText}</strong>
                </>
              ) : (
                'Choose a time to continue'
              )}
            </p>
            <button type="submit" className="button" disabled={!picked || busy}>
              {busy ? working : idle}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
