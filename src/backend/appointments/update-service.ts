// Spec §7 PATCH appointment: the pick-up address (PICKUP_ADDRESS_ADDED), the customer's details, the
// car's registration number and the handover type, each checked by the status machine.
import type { Db } from '../platform/db/client';
import { isUniqueViolation, withTransaction } from '../platform/db/transaction';
import type { BackendDeps } from '../platform/deps';
import { getGarage } from '../garages';
import { findServedPincode } from '../garages';
import { findAddress, insertAddress } from '../customers';
import { registrationNumberOf } from '../vehicles';
import { lockOwnAppointment } from './access';
import * as repo from './repository';
import { viewOf } from './service';
import { eventActor, transition, type DetailColumns } from './transitions';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { AppointmentView, UpdateAppointmentInput } from '@/contracts/appointments';
import type { AddressInput } from '@/contracts/saved';
import { Appointment, Slot } from '@/contracts/vocabulary';
import { BEFORE_PAYMENT, refusal } from '@/lib/appointment-status';
import { vehicleKey } from '@/lib/booking-rules';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'jobs'>;

const storedAddress = (a: AddressInput) => ({
  line: a.line,
  description: a.description,
  house_number: a.house_number,
  locality: a.locality,
  city: a.city,
  state: a.state,
  pincode: a.pincode,
  location_coords: a.location_coords ?? null,
});

function beforePayment(a: repo.AppointmentRow, what: string): void {
  if (!BEFORE_PAYMENT.includes(a.status)) throw new AppError('INVALID_TRANSITION', refusal(a.status, what));
}

/** The pick-up address must be in an area the appointment's garage picks up from. */
async function pickupAddress(tx: Db, actor: Actor, a: repo.AppointmentRow, input: NonNullable<UpdateAppointmentInput['pickup_details']>) {
  beforePayment(a, 'given a new pick-up address');
  if (a.fulfillmentType !== Slot.PICK_AND_DROP)
    throw new AppError('INVALID_TRANSITION', 'This booking is not a pick-up and drop, so it has no pick-up address.');
  let address: AddressInput;
  if ('saved_address_id' in input) {
    const saved = await findAddress(tx, input.saved_address_id);
    if (!saved || saved.userId !== a.userId) throw new AppError('ADDRESS_NOT_FOUND', 'No saved address has this id');
    address = {
      line: saved.line,
      description: saved.description ?? undefined,
      house_number: saved.houseNumber ?? undefined,
      locality: saved.locality ?? undefined,
      city: saved.city,
      state: saved.state,
      pincode: saved.pincode,
      location_coords:
        saved.latitude !== null && saved.longitude !== null ? { latitude: saved.latitude, longitude: saved.longitude } : undefined,
    };
  } else {
    address = input.address;
  }
  const served = await findServedPincode(tx, address.pincode);
  if (!served || served.garageId !== a.garageId) {
    const garage = await getGarage(tx, a.garageId);
    throw new AppError(
      'PICKUP_NOT_AVAILABLE',
      `${garage.name} does not pick up from ${address.pincode} yet. Choose self-drop, or a service centre near ${address.pincode}.`,
    );
  }
  if ('address' in input && input.save_address && actor.kind === 'customer') {
    await insertAddress(tx, {
      userId: actor.id,
      line: address.line,
      description: address.description ?? null,
      houseNumber: address.house_number ?? null,
      locality: address.locality ?? null,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
      latitude: address.location_coords?.latitude ?? null,
      longitude: address.location_coords?.longitude ?? null,
    });
  }
  return { pickupAddress: storedAddress(address) };
}

/** PATCH appointment/{id}: only what is given changes; each part checked against the appointment's status. */
export async function updateAppointmentDetails(
  deps: Deps,
  actor: Actor,
  id: string,
  input: UpdateAppointmentInput,
): Promise<AppointmentView> {
  await withTransaction(deps.db, async (tx) => {
    const a = await lockOwnAppointment(tx, actor, id);
    if (a.status === Appointment.CANCELLED) throw new AppError('INVALID_TRANSITION', refusal(a.status, 'changed'));
    const patch: DetailColumns = {};
    if (input.is_app !== undefined) patch.isApp = input.is_app;
    if (input.booking_details) {
      const type = input.booking_details.appointment_fulfillment_type;
      if (type !== a.fulfillmentType) {
        beforePayment(a, 'given another handover type');
        // Slots belong to one handover type: a held slot of the old type is given back (the booking
        // feature's reaction to the change, booking/reactions.ts).
        patch.fulfillmentType = type;
      }
    }
    if (input.pickup_details)
      Object.assign(patch, await pickupAddress(tx, actor, { ...a, ...patch } as repo.AppointmentRow, input.pickup_details));
    if (input.customer_details) {
      const { full_name, email_id } = input.customer_details;
      patch.customerDetails = {
        ...a.customerDetails,
        ...(full_name !== undefined ? { full_name } : {}),
        ...(email_id !== undefined ? { email_id } : {}),
      };
    }
    if (input.vehicle_details) {
      beforePayment(a, 'given another registration number');
      const registration = registrationNumberOf(input.vehicle_details.registration_number, 'registration_number');
      const vehicle = a.vehicleDetails;
      patch.registrationNumber = registration;
      patch.vehicleDetails = { ...vehicle, registration_number: registration };
      patch.vehicleKey = vehicleKey({
        registrationNumber: registration,
        modelId: Number(vehicle.model_id),
        fuelType: String(vehicle.fuel_type),
      });
      const other = a.userId ? await repo.findActiveForCar(tx, a.userId, patch.vehicleKey) : undefined;
      if (other && other.id !== a.id) {
        throw new AppError(
          'ACTIVE_APPOINTMENT_EXISTS',
          `${registration} already has a booking in progress: continue it, or cancel it to start again`,
          { details: { appointment_id: other.id } },
        );
      }
    }
    if (Object.keys(patch).length) {
      try {
        await transition(deps, tx, a, { type: 'details_changed', columns: patch }, eventActor(actor), deps.clock());
      } catch (error) {
        if (isUniqueViolation(error, 'appointments_one_active_per_car'))
          throw new AppError('ACTIVE_APPOINTMENT_EXISTS', 'This car already has a booking in progress');
        throw error;
      }
    }
  });
  return viewOf(deps.db, id, deps.clock());
}
