import type { JourneyVehicle } from '@/stores/journey';
import { fuelLabel, vehicleName } from '@/lib/vehicle-names';
import { formatRegistrationNumber } from '@/lib/registration';
import { VehiclePicture } from './VehiclePicture';

interface Props {
  vehicle: JourneyVehicle;
  onContinue: () => void;
  onChange: () => void;
}

/** The car already in the journey, with its picture, to go on with or change. */
export function ChosenCar({ vehicle, onContinue, onChange }: Props) {
  return (
    <section className="mmv-chosen card" aria-labelledby="mmv-chosen-title">
      <div className="mmv-car">
        <div className="mmv-car__text">
          <h2 id="mmv-chosen-title" className="mmv-chosen__title">
            Your car: {vehicleName(vehicle)} · {fuelLabel(vehicle.fuel_type)}
          </h2>
          {vehicle.registration_number && <p className="mmv-found__plate">{formatRegistrationNumber(vehicle.registration_number)}</p>}
        </div>
        <VehiclePicture modelId={vehicle.model_id} bodyType={vehicle.body_type} />
      </div>
      <div className="mmv-actions">
        <button type="button" className="button" onClick={onContinue}>
          Continue
        </button>
        <button type="button" className="button button--ghost" onClick={onChange}>
          Change car
        </button>
      </div>
    </section>
  );
}
