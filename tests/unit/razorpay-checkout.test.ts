import { describe, expect, it } from 'vitest';
import { billCheckoutOptions, checkoutOptions, RAZORPAY_CHECKOUT_SCRIPT, RAZORPAY_ORIGINS } from '@/lib/razorpay-checkout';
import type { AppointmentView } from '@/contracts/appointments';
import type { PaymentDetails } from '@/contracts/payments';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const GARAGE = 'e5f6a7b8-0000-4000-8000-000000000002';
const PAYMENT: PaymentDetails = {
  payment_id: 'c0ffee00-0000-4000-8000-000000000003',
  amount: 9_950,
  fee_paise: 19_900,
  discount_paise: 9_950,
  coupon: null,
  service_discount_paise: 0,
  payin_url: null,
  status: 'CREATED',
  provider: 'razorpay',
  provider_order_id: 'order_Nx1a2b3c4d5e6f',
  paid_at: null,
};
const APPOINTMENT: AppointmentView = {
  appointment_id: ID,
  garage_id: GARAGE,
  garage: {
    id: GARAGE,
    name: 'Kudlu Gate',
    address: '14, Kudlu Main Road',
    display_address: 'Kudlu Gate, Bengaluru',
    phone: '08012345678',
    city: 'Bengaluru',
    pincode: '560068',
    map_link: '',
    landing_path: '/bangalore/kudlu-gate',
    workshop_code: 'KDG',
  },
  status: 'PAYMENT_CREATED',
  order_id: null,
  service_type: 'PERIODIC_MAINTENANCE',
  service_type_id: 'periodic_service',
  selection: {},
  estimate: null,
  reward_details: null,
  pincode: '560068',
  source: 'ONLINE_BOOKING',
  is_app: false,
  customer_details: { full_name: 'Asha Rao', phone_number: '9845012345', email_id: 'asha@example.in' },
  vehicle_details: {
    registration_number: null,
    make: 'Maruti Suzuki',
    model: 'Swift',
    model_id: 101,
    fuel_type: 'PETROL',
    variant_id: null,
    variant_name: null,
    color: null,
    car_age: null,
  },
  booking_details: {
    appointment_fulfillment_type: 'SELF_DROP',
    appointment_date: null,
    booking_id: null,
    booking_status: null,
    hold_expires_at: null,
    slot_id: null,
    slot_details: null,
  },
  pickup_details: { address: null },
  payment_details: PAYMENT,
  refund: null,
  actions: { cancel: true, cancel_refusal: null, reschedule: false, refund_on_cancel_paise: 0, receipt: false },
  created_at: '2026-12-21T03:30:00.000Z',
  updated_at: '2026-12-21T03:35:00.000Z',
  cancelled_at: null,
  cancel_reason: null,
};
const withPayment = (p: Partial<PaymentDetails>) => ({ ...APPOINTMENT, payment_details: { ...PAYMENT, ...p } });
const withCustomer = (c: Partial<AppointmentView['customer_details']>) => ({
  ...APPOINTMENT,
  customer_details: { ...APPOINTMENT.customer_details, ...c },
});
const open = (a: AppointmentView, origin = 'https://cars.example.in') => checkoutOptions(a, 'rzp_test_key', origin);

describe("Razorpay Checkout's options for the booking fee", () => {
  it('opens the order for what is due, with the customer and the way back', () => {
    expect(open(APPOINTMENT)).toEqual({
      key: 'rzp_test_key',
      amount: 9_950,
      currency: 'INR',
      order_id: 'order_Nx1a2b3c4d5e6f',
      name: 'Kudlu Gate',
      description: 'Booking fee',
      callback_url: 'https://cars.example.in/service-centre/api/payments/callback',
      redirect: true,
      prefill: { contact: '9845012345', name: 'Asha Rao', email: 'asha@example.in' },
      notes: { appointment_id: ID },
    });
  });

  it('builds the callback address from the site origin alone', () => {
    expect(open(APPOINTMENT, 'http://localhost:4321/')?.callback_url).toBe('http://localhost:4321/service-centre/api/payments/callback');
  });

  it.each(['CREATED', 'FAILED', 'IN_PROGRESS'] as const)('opens for a %s payment (it can still be paid)', (status) => {
    expect(open(withPayment({ status }))).not.toBeNull();
  });

  it.each([
    ['a captured payment', { status: 'CONFIRMED' }],
    ['an expired payment', { status: 'EXPIRED' }],
    ['another gateway', { provider: 'sandbox' }],
    ['no gateway order', { provider_order_id: null }],
    ['nothing to pay', { amount: 0 }],
  ] as const)('does not open for %s', (_why, payment) => expect(open(withPayment(payment))).toBeNull());

  it('does not open without a payment', () => expect(open({ ...APPOINTMENT, payment_details: null })).toBeNull());

  it('leaves out a name or e-mail the customer has not given', () => {
    expect(open(withCustomer({ full_name: null, email_id: null }))?.prefill).toEqual({ contact: '9845012345' });
    expect(open(withCustomer({ full_name: '', email_id: 'asha@example.in' }))?.prefill).toEqual({
      contact: '9845012345',
      email: 'asha@example.in',
    });
  });

  it.each([
    ['9845012345', '9845012345'],
    ['+919845012345', '9845012345'],
    ['919845012345', '9845012345'],
    ['9123456789', '9123456789'], // a number of the 91 series keeps its first digits
    ['+919123456789', '9123456789'],
  ])('prefills the mobile number %s as %s', (phone, contact) => {
    expect(open(withCustomer({ phone_number: phone }))?.prefill.contact).toBe(contact);
  });

  it("loads Checkout's script from Razorpay, whose origins the page allows", () => {
    expect(RAZORPAY_CHECKOUT_SCRIPT).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(RAZORPAY_ORIGINS).toEqual(['https://checkout.razorpay.com', 'https://api.razorpay.com']);
  });
});

describe("Razorpay Checkout's options for a final bill", () => {
  const ORDER = '5d6e7f80-0000-4000-8000-000000000004';
  const attempt = { amount: 205_100, status: 'CREATED', provider: 'razorpay', provider_order_id: 'order_Bill0000000001' };
  it("opens the bill's order for the amount due, naming the work order", () => {
    expect(billCheckoutOptions(APPOINTMENT, ORDER, attempt, 'rzp_test_key', 'https://cars.example.in')).toEqual({
      key: 'rzp_test_key',
      amount: 205_100,
      currency: 'INR',
      order_id: 'order_Bill0000000001',
      name: 'Kudlu Gate',
      description: 'Final bill',
      callback_url: 'https://cars.example.in/service-centre/api/payments/callback',
      redirect: true,
      prefill: { contact: '9845012345', name: 'Asha Rao', email: 'asha@example.in' },
      notes: { appointment_id: ID, work_order_id: ORDER },
    });
  });
  it("does not open with no attempt, a settled one, or the sandbox's", () => {
    expect(billCheckoutOptions(APPOINTMENT, ORDER, null, 'rzp_test_key', 'https://cars.example.in')).toBeNull();
    expect(
      billCheckoutOptions(APPOINTMENT, ORDER, { ...attempt, status: 'CONFIRMED' }, 'rzp_test_key', 'https://cars.example.in'),
    ).toBeNull();
    expect(
      billCheckoutOptions(APPOINTMENT, ORDER, { ...attempt, provider: 'sandbox' }, 'rzp_test_key', 'https://cars.example.in'),
    ).toBeNull();
  });
});
