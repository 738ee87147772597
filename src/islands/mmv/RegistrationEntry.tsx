import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { VehicleDetails } from '@/contracts/vehicles';
import {
  formatRegistrationNumber,
  INVALID_REGISTRATION_MESSAGE,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
} from '@/lib/registration';
import type { NumberLookup } from '@/lib/number-for-car';
import { apiGet, ApiError } from '@/islands/api-client';
import { FoundVehicle } from './FoundVehicle';
import { useRegistrationPattern } from './use-registration-pattern';

type Lookup =
  | { phase: 'idle' }
  | { phase: 'invalid' }
  | { phase: 'checking' }
  | { phase: 'found'; vehicle: VehicleDetails }
  | { phase: 'unmatched'; rejected: boolean; message?: string }
  | { phase: 'failed'; message: string };

interface Props {
  /** What the look-up found, for the catalogue picker to decide whether the number goes with its car; undefined clears it. */
  onLookup: (lookup: NumberLookup | undefined) => void;
  onContinue: (vehicle: VehicleDetails) => void;
  /** The visitor said the found car is not theirs: the picker takes over. */
  onFallBack: () => void;
}

/** The registry's car for its number, as the catalogue picker needs it. */
const registryLookup = (vehicle: VehicleDetails, rejected: boolean): NumberLookup => ({
  number: vehicle.registration_number,
  registryCar: { modelId: vehicle.model_id, fuelType: vehicle.fuel_type },
  rejected,
});

/** Finds the car by its registration number: validates, looks it up and offers the registry's car. */
export function RegistrationEntry({ onLookup, onContinue, onFallBack }: Props) {
  const pattern = useRegistrationPattern();
  const [value, setValue] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ phase: 'idle' });
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Keep what was typed before the island woke up.
    if (input.current?.value) setValue(input.current.value);
  }, []);
  const isValid = (text: string) => isValidRegistrationNumber(normaliseRegistrationNumber(text), pattern);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = normaliseRegistrationNumber(value);
    if (!isValid(number)) return setLookup({ phase: 'invalid' });
    setValue(formatRegistrationNumber(number));
    setLookup({ phase: 'checking' });
    onLookup(undefined);
    try {
      const vehicle = await apiGet('get-vehicle-details', { registration_number: number });
      setLookup({ phase: 'found', vehicle });
      onLookup(registryLookup(vehicle, false));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VEHICLE_NOT_FOUND') {
        setLookup({ phase: 'unmatched', rejected: false, message: error.message });
        onLookup({ number, registryCar: null });
      } else {
        setLookup({ phase: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' });
      }
    }
  }

  function reject(vehicle: VehicleDetails) {
    setLookup({ phase: 'unmatched', rejected: true });
    onLookup(registryLookup(vehicle, true));
    onFallBack();
  }

  const invalid = lookup.phase === 'invalid';
  return (
    <div className="mmv-reg">
      <form className="mmv-reg__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="mmv-reg__label">
          Registration number
        </label>
        <div className="mmv-reg__row">
          <input
            id={inputId}
            ref={input}
            className="mmv-reg__input"
            value={value}
            placeholder="KA 05 MN 1234"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            aria-invalid={invalid}
            aria-describedby={invalid ? messageId : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              if (invalid) setLookup({ phase: 'idle' });
            }}
            onBlur={() => {
              if (isValid(value)) setValue(formatRegistrationNumber(value));
            }}
          />
          <button type="submit" className="button" disabled={lookup.phase === 'checking'}>
            Find my car
          </button>
        </div>
      </form>
      {invalid && (
        <p id={messageId} className="mmv-error" role="alert">
          {INVALID_REGISTRATION_MESSAGE}
        </p>
      )}
      {lookup.phase === 'checking' && (
        <p className="mmv-note" role="status">
          <span className="mmv-spinner" aria-hidden="true" />
          Looking up your car…
        </p>
      )}
      {lookup.phase === 'failed' && (
        <p className="mmv-error" role="alert">
          {lookup.message}
        </p>
      )}
      {lookup.phase === 'unmatched' && (
        <p className="mmv-note mmv-note--info" role="status">
          {lookup.rejected ? 'Choose the make and model below instead.' : lookup.message}
        </p>
      )}
      {lookup.phase === 'found' && (
        <FoundVehicle vehicle={lookup.vehicle} onContinue={() => onContinue(lookup.vehicle)} onReject={() => reject(lookup.vehicle)} />
      )}
    </div>
  );
}
