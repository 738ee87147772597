import type { Logger } from '@/runtime/logger';
import type { VehicleRegistry } from '../platform/providers/vehicle-registry';
import { AppError } from '@/contracts/errors';
import { INVALID_REGISTRATION_MESSAGE, isValidRegistrationNumber, normaliseRegistrationNumber } from '@/lib/registration';
import type { VehicleDetails } from '@/contracts/vehicles';

/** A registration number as typed, normalised ('ka 05 mn 1234' → 'KA05MN1234'); 400 when it is none. `field` names the input in the message. */
export function registrationNumberOf(input: string, field?: string): string {
  const number = normaliseRegistrationNumber(input);
  if (!isValidRegistrationNumber(number))
    throw new AppError('VALIDATION_FAILED', `${field ? `${field}: ` : ''}${INVALID_REGISTRATION_MESSAGE}`);
  return number;
}

/** The vehicle behind a registration number, from the configured registry. */
export async function lookUpVehicle(deps: { registry: VehicleRegistry; logger: Logger }, input: string): Promise<VehicleDetails> {
  const number = registrationNumberOf(input);
  let found: VehicleDetails | null;
  try {
    found = await deps.registry.lookup(number);
  } catch (error) {
    deps.logger.warn('vehicle registry failed', { registry: deps.registry.name, error });
    throw new AppError('REGISTRY_UNAVAILABLE', 'We could not look up this vehicle right now; choose its make and model instead');
  }
  if (!found) throw new AppError('VEHICLE_NOT_FOUND', 'We could not find this vehicle; choose its make and model instead');
  return found;
}
