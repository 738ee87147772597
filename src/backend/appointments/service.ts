// Appointments: made by a signed-in customer for a car at a garage (CREATED), given a pick-up
// address, the customer's details and the car's number, looked up by their screens.
import type { Db } from '../platform/db/client';
import { isUniqueViolation } from '../platform/db/transaction';
import { madeBefore } from '../platform/idempotency';
import type { BackendDeps } from '../platform/deps';
import { getGarage } from '../garages';
import { getServicePricing } from '../pricing';
import { registrationNumberOf } from '../vehicles';
import { userDetailsById } from '../accounts';
import { checkRewardReference, rewardOfBooking } from '../campaigns';
import * as repo from './repository';
import { visibleAppointment } from './access';
import { recordCreated } from './transitions';
import { toAppointmentView, vehicleName } from './view';
import { requireSignedIn } from '@/contracts/access';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type {
  AppointmentSummary,
  AppointmentView,
  CreateAppointmentInput,
  SelectionInput,
  StoredPickupAddress,
} from '@/contracts/appointments';
import { Appointment, Slot, type ServiceTypeId, type SlotType } from '@/contracts/vocabulary';
import { NEXT } from '@/lib/appointment-status';
import { appointmentServiceType, bookingSource, fulfillmentTypeOf, vehicleKey } from '@/lib/booking-rules';

type Deps = Pick<BackendDeps, 'db' | 'clock' | 'providers' | 'jobs'>;

/** The appointment as its screens read it. */
export async function getAppointment(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, id: string): Promise<AppointmentView> {
  await visibleAppointment(deps.db, actor, id);
  return viewOf(deps.db, id, deps.clock());
}

export async function viewOf(db: Db, id: string, now: Date): Promise<AppointmentView> {
  const parts = await repo.loadAppointmentParts(db, id);
  if (!parts) throw new AppError('APPOINTMENT_NOT_FOUND', 'We could not find this booking');
  return toAppointmentView(parts, now, parts.payment ? await rewardOfBooking(db, id) : null);
}

interface NewBooking {
  garageId: string;
  pincode?: string;
  source?: string;
  isApp?: boolean;
  serviceTypeId: ServiceTypeId;
  selection: SelectionInput;
  vehicle: {
    model_id: number;
    fuel_type: string;
    variant_id?: number;
    variant_name?: string;
    registration_number?: string;
    color?: string;
    car_age?: number;
  };
  customer?: { full_name?: string; email_id?: string };
  rewardDetails?: Record<string, unknown>;
  fulfillmentType?: (typeof Slot)[keyof typeof Slot];
  pickupAddress?: StoredPickupAddress | null;
  /** Booked again from this earlier appointment. */
  repeatOf?: string;
}

/**
 * Makes an appointment (CREATED) for the signed-in customer: the car must be one the garage services,
 * and the service is quoted at the garage's prices. A car with an active appointment is refused with
 * ACTIVE_APPOINTMENT_EXISTS naming that appointment, which the screens offer instead.
 */
export async function createAppointment(deps: Deps, actor: Actor, b: NewBooking): Promise<AppointmentView> {
  const person = requireSignedIn(actor);
  // This very request made it before its process died, answer unsent: the same appointment again.
  const earlier = madeBefore();
  if (earlier) return viewOf(deps.db, earlier, deps.clock());
  const garage = await getGarage(deps.db, b.garageId);
  const model = await repo.findModelNames(deps.db, b.vehicle.model_id);
  if (!model) throw new AppError('MODEL_NOT_FOUND', 'We could not find this car in our catalogue');
  const fuelType = b.vehicle.fuel_type as Parameters<typeof getServicePricing>[1]['fuel_type'];
  const pricing = await getServicePricing(deps.db, {
    garage: garage.id,
    model_id: model.model.id,
    fuel_type: fuelType,
    service_type: b.serviceTypeId,
    plan: b.selection.plan,
    repairs: b.selection.repairs?.length ? b.selection.repairs : undefined,
    spa: b.selection.spa,
  });
  const registration = b.vehicle.registration_number ? registrationNumberOf(b.vehicle.registration_number, 'registration_number') : null;
  const key = vehicleKey({ registrationNumber: registration, modelId: model.model.id, fuelType });
  await refuseSecondBooking(deps.db, person.id, key, registration);
  // Only a reference to the car's claim is stored; what it takes off is the campaign's, worked out when paying.
  const reward = await checkRewardReference(deps.db, b.rewardDetails, {
    userId: person.id,
    garageId: garage.id,
    serviceTypeId: b.serviceTypeId,
    registrationNumber: registration,
    now: deps.clock(),
  });
  const me = await userDetailsById(deps.db, deps.providers.policies, person.id);
  const fulfillment = fulfillmentTypeOf(b.fulfillmentType);
  try {
    const row = await recordCreated(
      deps,
      deps.db,
      {
        garageId: garage.id,
        userId: person.id,
        serviceType: appointmentServiceType(b.serviceTypeId),
        serviceTypeId: b.serviceTypeId,
        selection: b.selection,
        estimate: pricing.quote,
        fulfillmentType: fulfillment,
        pincode: b.pincode ?? garage.pincode,
        source: bookingSource(b.source),
        isApp: b.isApp ?? false,
        customerDetails: {
          full_name: b.customer?.full_name ?? me.userName,
          phone_number: me.phoneNumber,
          email_id: b.customer?.email_id ?? me.email,
        },
        vehicleDetails: {
          make: model.make.name,
          model: model.model.name,
          model_id: model.model.id,
          fuel_type: fuelType,
          variant_id: b.vehicle.variant_id ?? null,
          variant_name: b.vehicle.variant_name ?? null,
          color: b.vehicle.color ?? null,
          car_age: b.vehicle.car_age ?? null,
          registration_number: registration,
        },
        registrationNumber: registration,
        vehicleKey: key,
        rewardDetails: reward,
        pickupAddress: fulfillment === Slot.PICK_AND_DROP ? (b.pickupAddress ?? null) : null,
        status: fulfillment === Slot.PICK_AND_DROP && b.pickupAddress ? NEXT.addressAdded(Appointment.CREATED) : Appointment.CREATED,
      },
      { kind: 'customer', id: person.id },
      deps.clock(),
      b.repeatOf,
    );
    return viewOf(deps.db, row.id, deps.clock());
  } catch (error) {
    if (isUniqueViolation(error, 'appointments_one_active_per_car')) await refuseSecondBooking(deps.db, person.id, key, registration);
    throw error;
  }
}

async function refuseSecondBooking(db: Db, userId: string, key: string, registration: string | null): Promise<void> {
  const existing = await repo.findActiveForCar(db, userId, key);
  if (!existing) return;
  throw new AppError(
    'ACTIVE_APPOINTMENT_EXISTS',
    `${registration ? `${registration} already has` : 'This car already has'} a booking in progress: continue it, or cancel it to start again`,
    { details: { appointment_id: existing.id } },
  );
}

export function createFromInput(deps: Deps, actor: Actor, input: CreateAppointmentInput): Promise<AppointmentView> {
  return createAppointment(deps, actor, {
    garageId: input.garage_id,
    pincode: input.pincode,
    source: input.source,
    isApp: input.is_app,
    serviceTypeId: input.service_type_id,
    selection: input.selection,
    vehicle: input.vehicle_details,
    customer: input.customer_details,
    rewardDetails: input.reward_details,
    fulfillmentType: input.booking_details.appointment_fulfillment_type,
  });
}

/**
 * Books again from an earlier appointment (spec §7 POST /v1/appointment/repeat): the garage, car and
 * service given, with the earlier choices, handover type, pick-up address and details pre-filled.
 */
export async function repeatAppointment(
  deps: Deps,
  actor: Actor,
  input: {
    appointment_id: string;
    garage_id: string;
    vehicle_registration_number?: string;
    service_type: ServiceTypeId;
    booking_details?: { appointment_fulfillment_type: SlotType };
    vehicle_details: { registration_number?: string; model_id: number; fuel_type: string; color?: string };
  },
): Promise<AppointmentView> {
  const person = requireSignedIn(actor);
  const earlier = await visibleAppointment(deps.db, actor, input.appointment_id);
  if (earlier.userId !== person.id) throw new AppError('APPOINTMENT_NOT_FOUND', 'We could not find this booking');
  const vehicle = earlier.vehicleDetails;
  const sameGarage = earlier.garageId === input.garage_id;
  return createAppointment(deps, actor, {
    garageId: input.garage_id,
    pincode: sameGarage ? earlier.pincode : undefined,
    source: earlier.source,
    isApp: earlier.isApp,
    serviceTypeId: input.service_type,
    selection: input.service_type === earlier.serviceTypeId ? earlier.selection : {},
    vehicle: {
      model_id: input.vehicle_details.model_id,
      fuel_type: input.vehicle_details.fuel_type,
      registration_number:
        input.vehicle_registration_number ?? input.vehicle_details.registration_number ?? earlier.registrationNumber ?? undefined,
      color: input.vehicle_details.color ?? (typeof vehicle.color === 'string' ? vehicle.color : undefined),
      variant_id:
        typeof vehicle.variant_id === 'number' && vehicle.model_id === input.vehicle_details.model_id ? vehicle.variant_id : undefined,
      variant_name:
        typeof vehicle.variant_name === 'string' && vehicle.model_id === input.vehicle_details.model_id ? vehicle.variant_name : undefined,
    },
    customer: {
      full_name: earlier.customerDetails.full_name ?? undefined,
      email_id: earlier.customerDetails.email_id ?? undefined,
    },
    fulfillmentType: input.booking_details?.appointment_fulfillment_type ?? earlier.fulfillmentType,
    pickupAddress: sameGarage ? earlier.pickupAddress : null,
    repeatOf: earlier.id,
  });
}

/** The home page's resume card: the customer's newest appointment that is not over, or null. */
export async function latestAppointment(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor): Promise<AppointmentView | null> {
  const id = await repo.latestActiveOf(deps.db, requireSignedIn(actor).id, { includeDelivered: false });
  return id ? viewOf(deps.db, id, deps.clock()) : null;
}

const pickupPincodeOf = (address: Record<string, unknown> | null) => (typeof address?.pincode === 'string' ? address.pincode : null);

/** "My bookings": the person's own appointments only (the id comes from the session, never the request). */
export async function myAppointments(db: Db, userId: string): Promise<AppointmentSummary[]> {
  const rows = await repo.appointmentsOfUser(db, userId);
  return rows.map((r) => ({
    id: r.id,
    garageId: r.garageId,
    garageName: r.garageName,
    serviceType: r.serviceType,
    serviceTypeId: r.serviceTypeId,
    fulfillmentType: r.fulfillmentType,
    status: r.status,
    pincode: pickupPincodeOf(r.pickupAddress) ?? r.pincode,
    bookingStatus: r.bookingStatus,
    orderId: r.orderId,
    registrationNumber: r.registrationNumber,
    vehicle: vehicleName(r.vehicleDetails),
    appointmentDate: r.appointmentDate,
    slotStart: r.slotStart ? r.slotStart.slice(0, 5) : null,
    paidPaise: r.paidPaise === null ? null : Number(r.paidPaise),
    refund: r.refundPaise !== null && r.refundStatus !== null ? { amount_paise: r.refundPaise, status: r.refundStatus } : null,
    receipt: r.paidPaise !== null,
    createdAt: r.createdAt.toISOString(),
  }));
}
