import type { VehicleDetails } from '@/contracts/vehicles';

/** Looks up the vehicle behind a normalised registration number; null when it is not known. */
export interface VehicleRegistry {
  readonly name: string;
  lookup(registrationNumber: string): Promise<VehicleDetails | null>;
}
