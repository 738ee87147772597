import type { VehicleDetails } from '@/contracts/vehicles';
import { fuelLabel, vehicleName } from '@/lib/vehicle-names';
import { formatRegistrationNumber } from '@/lib/registration';
import { VehiclePicture } from './VehiclePicture';

interface Props {
  vehicle: VehicleDetails;
  onContinue: () => void;
  onReject: () => void;
}

/** The car the registry holds for a number, with its picture, to confirm or reject. */
export function FoundVehicle({ vehicle, onContinue, onReject }: Props) {
  const details = [fuelLabel(vehicle.fuel_type), vehicle.registration_year, vehicle.color].filter(Boolean).join(' · ');
  return (
    <div className="mmv-found" role="status">
      <div className="mmv-car">
        <div className="mmv-car__text">
          <p className="mmv-found__label">We found your car</p>
          <p className="mmv-found__name">{vehicleName(vehicle)}</p>
          <p className="mmv-found__meta">{details}</p>
          <p className="mmv-found__plate">{formatRegistrationNumber(vehicle.registration_number)}</p>
        </div>
        <VehiclePicture modelId={vehicle.model_id} bodyType={vehicle.body_type} />
      </div>
      <div className="mmv-actions">
        <button type="button" className="button" onClick={onContinue}>
          Continue with this car
        </button>
        <button type="button" className="button button--ghost" onClick={onReject}>
          Not my car
        </button>
      </div>
    </div>
  );
}
