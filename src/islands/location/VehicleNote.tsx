import { goToStep } from '@/islands/navigation';
import { flowPath } from '@/lib/paths';
import type { JourneyVehicle } from '@/stores/journey';

/** Which car the service centre will be checked for, with a way to change it. */
export default function VehicleNote({ vehicle }: { vehicle: JourneyVehicle }) {
  return (
    <p className="location-vehicle">
      <span>
        For your{' '}
        <strong>
          {vehicle.make} {vehicle.model}
        </strong>
      </span>
      <a
        href={flowPath('mmv')}
        onClick={(e) => {
          e.preventDefault();
          goToStep('mmv');
        }}
      >
        Change car
      </a>
    </p>
  );
}
