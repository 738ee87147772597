// How cars are named on screens. No schema library here: every island that shows a car imports this.
import { BODY_LABELS, EV_LABEL_ID, Fuel, FUEL_LABELS, type BodyType, type FuelType } from '@/contracts/vocabulary';
import { formatRegistrationNumber } from '@/lib/registration';

/** A fuel type as an id: trimmed, upper-cased, and the EV label 'ELECTRIC' read as 'EV' (spec §3). */
export function fuelId(fuelType: string): string {
  const upper = fuelType.trim().toUpperCase();
  return upper === EV_LABEL_ID ? Fuel.EV : upper;
}

/** The display label of a fuel type id (case-insensitive): 'PETROL' → 'Petrol', 'EV' and 'ELECTRIC' → 'Electric'; an unknown id is returned unchanged. */
export function fuelLabel(id: string): string {
  const upper = fuelId(id);
  return (Object.hasOwn(FUEL_LABELS, upper) ? FUEL_LABELS[upper as FuelType] : undefined) ?? id;
}

/** The display label of a body type id: 'SUV' → 'SUV', 'HATCHBACK' → 'Hatchback'; an unknown id is returned unchanged. */
export function bodyLabel(id: string): string {
  return (Object.hasOwn(BODY_LABELS, id) ? BODY_LABELS[id as BodyType] : undefined) ?? id;
}

/** A car's name: make, model and variant when known, 'Maruti Suzuki Swift VXi'. */
export function vehicleName(vehicle: { make: string; model: string; variant_name?: string | null }): string {
  return [vehicle.make, vehicle.model, vehicle.variant_name].filter(Boolean).join(' ');
}

/** 'Maruti Suzuki Swift VXi · Petrol · KA 05 MN 1234' (the number only when known). */
export function vehicleLine(vehicle: {
  make: string;
  model: string;
  variant_name?: string;
  fuel_type: string;
  registration_number?: string;
}): string {
  const parts = [vehicleName(vehicle), fuelLabel(vehicle.fuel_type)];
  if (vehicle.registration_number) parts.push(formatRegistrationNumber(vehicle.registration_number));
  return parts.join(' · ');
}
