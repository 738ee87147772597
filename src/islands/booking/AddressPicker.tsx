import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import PlaceSearch from './PlaceSearch';
import AddressFields from './AddressFields';
import UseMyLocation from '@/islands/location/UseMyLocation';
import { ApiError, apiGet, apiSend } from '@/islands/api-client';
import { navigate } from '@/islands/navigation';
import { track } from '@/islands/analytics';
import { failureMessage } from '@/islands/account/fields';
import { useLoad } from '@/islands/use-load';
import { $booking, updateBooking } from '@/stores/booking';
import type { ApiData } from '@/contracts/endpoints';
import { Slot } from '@/contracts/vocabulary';
import { addressErrors, addressOf, EMPTY_ADDRESS, type AddressDraft, type AddressErrors } from '@/lib/address-form';
import { addressLines } from '@/lib/address-lines';
import { continueHref, slotSelectionHref } from '@/lib/booking-steps';
import { withBase } from '@/lib/paths';
import '@/islands/choices/pick.css';
import './address.css';

type Appointment = ApiData<'appointment/{id}'>;
type Place = ApiData<'maps/geocode'>;
interface Props {
  appointment: Appointment;
}

const NEW = 'new';
const hrefOf = (a: Appointment, pincode: string) => ({
  appointmentId: a.appointment_id,
  garageId: a.garage_id,
  status: a.status,
  fulfillmentType: a.booking_details.appointment_fulfillment_type,
  pincode,
  bookingStatus: a.booking_details.booking_status,
});

/** address-selection: a saved address or a new one (place search, your location, or typed), in an area the centre picks up from. */
export default function AddressPicker({ appointment }: Props) {
  const draft = useStore($booking).address ?? EMPTY_ADDRESS;
  const saved = useLoad('saved', () => apiGet('saved-addresses', {}));
  const [choice, setChoice] = useState<string>(NEW);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [save, setSave] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; pincode?: string } | null>(null);

  // A customer with saved addresses starts from the first one; the current pick-up address stays chosen.
  useEffect(() => {
    if (saved.status !== 'ready' || saved.data.length === 0 || draft.line) return;
    const current = appointment.pickup_details.address;
    const same = current && saved.data.find((s) => s.line === current.line && s.pincode === current.pincode);
    setChoice((same ?? saved.data[0]!).id);
  }, [saved.status]);

  const setDraft = (patch: Partial<AddressDraft>) => updateBooking({ address: { ...($booking.get().address ?? EMPTY_ADDRESS), ...patch } });
  const fill = (place: Place) =>
    setDraft({
      locality: place.locality ?? draft.locality,
      city: place.city,
      state: place.state,
      pincode: place.pincode ?? draft.pincode,
      ...(place.location_coords ? { latitude: place.location_coords.latitude, longitude: place.location_coords.longitude } : {}),
    });
  const lookUp = async (query: { place_id?: string; lat?: number; lng?: number }) => {
    try {
      fill(await apiGet('maps/geocode', query, { shared: true }));
      setProblem(null);
    } catch (failure) {
      setProblem({
        message:
          failure instanceof ApiError && failure.code === 'PLACE_NOT_FOUND'
            ? "We couldn't find an address there. Type it below."
            : failureMessage(failure),
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    let body: Parameters<typeof apiSend<'PATCH appointment/{id}'>>[1];
    let pincode: string;
    if (choice === NEW) {
      const found = addressErrors(draft);
      setErrors(found);
      if (Object.keys(found).length) return;
      body = { id: appointment.appointment_id, pickup_details: { address: addressOf(draft), save_address: save } };
      pincode = draft.pincode.trim();
    } else {
      body = { id: appointment.appointment_id, pickup_details: { saved_address_id: choice } };
      pincode = saved.status === 'ready' ? (saved.data.find((s) => s.id === choice)?.pincode ?? appointment.pincode) : appointment.pincode;
    }
    setBusy(true);
    try {
      const updated = await apiSend('PATCH appointment/{id}', body);
      track('pickup_address_chosen', { appointment_id: appointment.appointment_id, saved: choice !== NEW });
      updateBooking({ address: undefined });
      navigate(slotSelectionHref(hrefOf(updated, updated.pickup_details.address?.pincode ?? pincode)));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.code === 'INVALID_TRANSITION')
        navigate(continueHref(hrefOf(appointment, appointment.pincode)));
      else
        setProblem({
          message: failureMessage(failure),
          ...(failure instanceof ApiError && failure.code === 'PICKUP_NOT_AVAILABLE' ? { pincode } : {}),
        });
    }
  };

  const selfDrop = async () => {
    setBusy(true);
    try {
      const updated = await apiSend('PATCH appointment/{id}', {
        id: appointment.appointment_id,
        booking_details: { appointment_fulfillment_type: Slot.SELF_DROP },
      });
      navigate(continueHref(hrefOf(updated, updated.pincode)));
    } catch (failure) {
      setBusy(false);
      setProblem({ message: failureMessage(failure) });
    }
  };

  const savedList = saved.status === 'ready' ? saved.data : [];
  return (
    <form className="address-form" onSubmit={(e) => void submit(e)} noValidate>
      {savedList.length > 0 && (
        <fieldset className="pick-group">
          <legend>Choose the pick-up address</legend>
          <div className="pick-list saved-addresses">
            {savedList.map((s) => {
              const lines = addressLines(s);
              return (
                <label key={s.id} className={`pick-card card saved-address${choice === s.id ? ' pick-card--checked' : ''}`}>
                  <input type="radio" name="pickup-address" value={s.id} checked={choice === s.id} onChange={() => setChoice(s.id)} />
                  <span className="pick-card__body">
                    <span className="pick-card__name saved-address__street">{lines.street}</span>
                    <span className="saved-address__area">{lines.area}</span>
                    {lines.landmark && <span className="saved-address__landmark">{lines.landmark}</span>}
                  </span>
                </label>
              );
            })}
            <label className={`pick-card card saved-address${choice === NEW ? ' pick-card--checked' : ''}`}>
              <input type="radio" name="pickup-address" value={NEW} checked={choice === NEW} onChange={() => setChoice(NEW)} />
              <span className="pick-card__body">
                <span className="pick-card__name">A new address</span>
                <span className="saved-address__area">Search for it, use your location or type it</span>
              </span>
            </label>
          </div>
        </fieldset>
      )}
      {choice === NEW && (
        <section className="card address-form__new" aria-labelledby="new-address-heading">
          <h2 id="new-address-heading">Add the pick-up address</h2>
          <PlaceSearch garageId={appointment.garage_id} onPick={(p) => void lookUp({ place_id: p.place_id })} />
          <UseMyLocation onLocate={(lat, lng) => void lookUp({ lat, lng })} />
          <AddressFields
            value={draft}
            errors={errors}
            onChange={(patch) => {
              setDraft(patch);
              if (Object.keys(errors).length) setErrors(addressErrors({ ...draft, ...patch }));
            }}
          />
          <label className="address-form__save">
            <input type="checkbox" checked={save} onChange={(e) => setSave(e.target.checked)} /> Save this address for next time
          </label>
        </section>
      )}
      {problem && (
        <div className="card choice-notice choice-notice--error" role="alert">
          <p>{problem.message}</p>
          {problem.pincode && (
            <div className="choice-notice__actions">
              <a className="button button--ghost" href={`${withBase('/notify-me')}?${new URLSearchParams({ pincode: problem.pincode })}`}>
                Tell me when you pick up from {problem.pincode}
              </a>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void selfDrop()}>
                Drop the car myself instead
              </button>
            </div>
          )}
        </div>
      )}
      <button type="submit" className="button address-form__submit" disabled={busy || saved.status === 'loading'}>
        {busy ? 'Saving the address…' : 'Continue to choose a slot'}
      </button>
    </form>
  );
}
