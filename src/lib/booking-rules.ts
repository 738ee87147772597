// Small rules of creating an appointment (spec §4, §7).
import {
  APPOINTMENT_SERVICE_TYPES,
  ServiceKind,
  Slot,
  type AppointmentServiceType,
  type ServiceTypeId,
  type SlotType,
} from '@/contracts/vocabulary';

/** The source of a booking when no campaign (utm_medium) brought it (spec §7). */
export const ONLINE_BOOKING_SOURCE = 'ONLINE_BOOKING';

/** Spec §4: PERIODIC_MAINTENANCE for a periodic service, YET_TO_BE_DECIDED for anything else. */
export function appointmentServiceType(serviceTypeId: ServiceTypeId): AppointmentServiceType {
  return serviceTypeId === ServiceKind.periodic_service ? APPOINTMENT_SERVICE_TYPES[0] : APPOINTMENT_SERVICE_TYPES[1];
}

/** Spec §4: SELF_DROP (or slot booking) when chosen, otherwise PICK_AND_DROP. */
export function fulfillmentTypeOf(chosen: SlotType | undefined): SlotType {
  return chosen ?? Slot.PICK_AND_DROP;
}

/** Spec §7: the campaign's utm_medium, or the online-booking source. */
export function bookingSource(utmMedium: string | undefined): string {
  return utmMedium?.trim() ? utmMedium.trim() : ONLINE_BOOKING_SOURCE;
}

/**
 * Which car an appointment is for, for "one active appointment per car": the registration number
 * once known; until then the model and fuel.
 */
export function vehicleKey(vehicle: { registrationNumber: string | null; modelId: number; fuelType: string }): string {
  return vehicle.registrationNumber ? `reg:${vehicle.registrationNumber}` : `model:${vehicle.modelId}:${vehicle.fuelType}`;
}

/** The short reference a customer reads and says on the phone: the appointment id's first 8 characters, upper case. */
export function bookingReference(appointmentId: string): string {
  return appointmentId.replace(/-/g, '').slice(0, 8).toUpperCase();
}
