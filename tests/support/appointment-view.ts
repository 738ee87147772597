// An appointment as the backend answers it (spec §3 fields), typed out by hand for unit tests of the
// screens' pure rules: a Basic periodic service for a petrol Swift at Kudlu Gate, pick-up and drop
// from 560102, paid ₹199, booked for Wednesday 25 Nov 2026, 11:30 AM–1:30 PM IST.
import type { AppointmentView } from '@/contracts/appointments';

export const APPOINTMENT_ID = '7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01';
export const KUDLU_GATE_ID = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';

type Patch = Partial<Omit<AppointmentView, 'booking_details' | 'actions' | 'vehicle_details'>> & {
  booking_details?: Partial<AppointmentView['booking_details']>;
  actions?: Partial<AppointmentView['actions']>;
  vehicle_details?: Partial<AppointmentView['vehicle_details']>;
};

export function appointmentView(patch: Patch = {}): AppointmentView {
  const base: AppointmentView = {
    appointment_id: APPOINTMENT_ID,
    garage_id: KUDLU_GATE_ID,
    garage: {
      id: KUDLU_GATE_ID,
      name: 'Kudlu Gate',
      address: '12, Hosur Road, Kudlu Gate, Bengaluru 560068',
      display_address: 'Hosur Road, Kudlu Gate',
      phone: '+91 80 4125 6780',
      city: 'Bangalore',
      pincode: '560068',
      map_link: '',
      landing_path: '/bangalore/kudlu-gate',
      workshop_code: 'SC-KDG-01',
    },
    status: 'SCHEDULED',
    order_id: null,
    service_type: 'PERIODIC_MAINTENANCE',
    service_type_id: 'periodic_service',
    selection: { plan: 'ESSENTIAL' },
    estimate: { lines: [{ id: 'essential', name: 'Basic periodic service', amount_paise: 349_900 }], total_paise: 349_900, label: 'Total' },
    reward_details: null,
    pincode: '560068',
    source: 'ONLINE_BOOKING',
    is_app: false,
    customer_details: { full_name: 'Asha Rao', phone_number: '9876543210', email_id: null },
    vehicle_details: {
      registration_number: 'KA05MN1234',
      make: 'Maruti Suzuki',
      model: 'Swift',
      model_id: 101,
      fuel_type: 'PETROL',
      variant_id: 1001,
      variant_name: 'VXi',
      color: null,
      car_age: 3,
    },
    booking_details: {
      appointment_fulfillment_type: 'PICK_AND_DROP',
      appointment_date: '2026-11-25',
      booking_id: '0c9e2f4a-2222-4d5e-8f70-112233445566',
      booking_status: 'CONFIRMED',
      hold_expires_at: null,
      slot_id: 'tpl-kdg-pd-1130:2026-11-25',
      slot_details: { start_time: '2026-11-25T11:30:00+05:30', end_time: '2026-11-25T13:30:00+05:30', same_day_service: false },
    },
    pickup_details: { address: { line: '14, 3rd Cross', city: 'Bengaluru', state: 'Karnataka', pincode: '560102', location_coords: null } },
    payment_details: {
      payment_id: '5a6b7c8d-3333-4e5f-9a0b-aabbccddeeff',
      amount: 19_900,
      fee_paise: 19_900,
      discount_paise: 0,
      coupon: null,
      service_discount_paise: 0,
      payin_url: '/service-centre/dev/pay/order_SBX123',
      status: 'CONFIRMED',
      provider: 'sandbox',
      provider_order_id: 'order_SBX123',
      paid_at: '2026-11-24T04:40:00.000Z',
    },
    refund: null,
    actions: { cancel: true, cancel_refusal: null, reschedule: true, refund_on_cancel_paise: 19_900, receipt: true },
    created_at: '2026-11-24T04:30:00.000Z',
    updated_at: '2026-11-24T04:40:00.000Z',
    cancelled_at: null,
    cancel_reason: null,
  };
  const { booking_details, actions, vehicle_details, ...rest } = patch;
  return {
    ...base,
    ...rest,
    booking_details: { ...base.booking_details, ...booking_details },
    actions: { ...base.actions, ...actions },
    vehicle_details: { ...base.vehicle_details, ...vehicle_details },
  };
}
