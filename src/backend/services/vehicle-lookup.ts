import type { BackendDeps } from '../context';
import { AppError } from '@/lib/errors';
import { isValidRegistrationNumber, normaliseRegistrationNumber } from '@/lib/registration';
import type { VehicleDetails } from '@/contracts/vehicles';

/** The vehicle behind a registration number, from the configured registry. */
export async function lookUpVehicle(deps: BackendDeps, input: string): Promise<VehicleDetails> {
  const number = normaliseRegistrationNumber(input);
  if (!isValidRegistrationNumber(number)) throw new AppError('VALIDATION_FAILED', 'Enter a valid registration number, like KA 05 MN 1234');
  let found: VehicleDetails | null;
  try {
    found = await deps.providers.vehicleRegistry.lookup(number);
  } catch (error) {
    deps.logger.warn('vehicle registry failed', { registry: deps.providers.vehicleRegistry.name, error });
    throw new AppError('UPSTREAM_FAILED', 'We could not look up this vehicle right now; choose its make and model instead');
  }
  if (!found) throw new AppError('NOT_FOUND', 'We could not find this vehicle; choose its make and model instead');
  return found;
}
