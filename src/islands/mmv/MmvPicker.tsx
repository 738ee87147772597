import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { VehicleDetails } from '@/contracts/vehicles';
import type { VehicleChoice } from '@/lib/vehicle-payload';
import { formatRegistrationNumber } from '@/lib/registration';
import { numberForChosenCar, type NumberLookup } from '@/lib/number-for-car';
import { $journey } from '@/stores/journey';
import { useHydrated } from '@/islands/use-hydrated';
import { ChosenCar } from './ChosenCar';
import { RegistrationEntry } from './RegistrationEntry';
import { CataloguePicker } from './CataloguePicker';
import { continueJourney, finishChoice, type ChoiceContext } from './finish-choice';
import { toast } from '@/islands/toasts/toast';
import { UNKNOWN_ERROR_MESSAGE } from '@/contracts/errors';
import './mmv.css';

/** The payload's rules load on the tap: when they cannot (the connection dropped), say so; a second tap tries again. */
const couldNotGoOn = () => {
  toast.error(UNKNOWN_ERROR_MESSAGE);
};

/** The car step: the car already chosen, or two ways in — the registration number or make → model → fuel → variant. */
export default function MmvPicker() {
  const journey = useStore($journey);
  const hydrated = useHydrated();
  const [changing, setChanging] = useState(false);
  const [lookup, setLookup] = useState<NumberLookup | undefined>();
  const pickerHeading = useRef<HTMLHeadingElement>(null);
  const regHeading = useRef<HTMLHeadingElement>(null);
  // 'Change car' removes the button that had focus: move it to the first way in.
  useEffect(() => {
    if (changing) regHeading.current?.focus();
  }, [changing]);

  function continueWithRegistry(vehicle: VehicleDetails) {
    finishChoice(
      {
        make: vehicle.make,
        model: vehicle.model,
        modelId: vehicle.model_id,
        fuelType: vehicle.fuel_type,
        variantId: vehicle.variant_id ?? undefined,
        variantName: vehicle.variant_name ?? undefined,
        registrationYear: vehicle.registration_year ?? undefined,
        color: vehicle.color ?? undefined,
      },
      { makeSlug: vehicle.make_slug, bodyType: vehicle.body_type, registrationNumber: vehicle.registration_number },
    ).catch(couldNotGoOn);
  }

  function completePicker(choice: VehicleChoice, context: ChoiceContext) {
    // Only a number that belongs to the chosen car goes with it (a rejected Seltos's number never goes with a Swift).
    finishChoice(choice, { ...context, registrationNumber: numberForChosenCar(lookup, choice) }).catch(couldNotGoOn);
  }
  const numberForAnyCar = lookup?.registryCar === null ? lookup.number : undefined;

  if (hydrated && journey.vehicle && !changing) {
    return <ChosenCar vehicle={journey.vehicle} onContinue={continueJourney} onChange={() => setChanging(true)} />;
  }

  return (
    <div className="mmv">
      <section className="mmv-section card" aria-labelledby="mmv-reg-title">
        <h2 id="mmv-reg-title" ref={regHeading} tabIndex={-1}>
          Enter the registration number
        </h2>
        <p className="mmv-hint">We will look up the make, model and fuel for you.</p>
        <RegistrationEntry onLookup={setLookup} onContinue={continueWithRegistry} onFallBack={() => pickerHeading.current?.focus()} />
      </section>
      <p className="mmv-or" aria-hidden="true">
        <span>or</span>
      </p>
      <section className="mmv-section card" aria-labelledby="mmv-pick-title">
        <h2 id="mmv-pick-title" ref={pickerHeading} tabIndex={-1}>
          Choose make and model
        </h2>
        {numberForAnyCar && <p className="mmv-hint">We will save {formatRegistrationNumber(numberForAnyCar)} with the car you choose.</p>}
        <CataloguePicker onComplete={completePicker} />
      </section>
    </div>
  );
}
