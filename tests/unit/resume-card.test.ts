import { describe, expect, it } from 'vitest';
import { resumableOf, resumeCard, type ResumableAppointment } from '@/lib/resume-card';
import { appointmentView } from '../support/appointment-view';

// Spec §4's "Resume card by status", one test per row, each fulfilment type where the row applies to
// all of them. Expected texts and addresses are typed from the spec, not built with the product's code.
const A = '7d3c9a52-1111-4c2e-9a0b-5f6e7d8c9b01';
const G = '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001';
const ADVISOR = '1800 266 0101';
const PAY_LINK = '/service-centre/dev/pay/order_SBX123';
const TYPES = ['PICK_AND_DROP', 'SELF_DROP', 'SLOT_BOOKING'] as const;

const appointment = (
  status: ResumableAppointment['status'],
  fulfillmentType: ResumableAppointment['fulfillmentType'],
  more: Partial<ResumableAppointment> = {},
): ResumableAppointment => ({
  appointmentId: A,
  status,
  fulfillmentType,
  pincode: '560102',
  garageId: G,
  slotStart: '2026-11-25T11:30:00+05:30',
  payinUrl: null,
  ...more,
});
const card = (a: ResumableAppointment) => resumeCard(a, ADVISOR);

describe('the resume card (spec §4)', () => {
  describe('SCHEDULED or RESCHEDULED: View booking, the date, to appointment-confirmation', () => {
    for (const status of ['SCHEDULED', 'RESCHEDULED'] as const) {
      for (const type of TYPES) {
        it(`${status} with ${type}`, () => {
          expect(card(appointment(status, type))).toEqual({
            cta: 'View booking',
            text: 'Your booking is confirmed for Wed 25th Nov, 11:30 AM',
            href: `/service-centre/ad-services/appointment-confirmation?appointmentId=${A}&garageId=${G}`,
            kind: 'page',
          });
        });
      }
    }
    it('the date is the slot in India whatever the instant is written in', () => {
      expect(card(appointment('SCHEDULED', 'SELF_DROP', { slotStart: '2026-11-30T18:30:00.000Z' }))?.text).toBe(
        'Your booking is confirmed for Tue 1st Dec, 12:00 AM',
      );
    });
  });

  it('CREATED with PICK_AND_DROP: Resume booking, "Complete Your booking today", to the address', () => {
    expect(card(appointment('CREATED', 'PICK_AND_DROP'))).toEqual({
      cta: 'Resume booking',
      text: 'Complete Your booking today',
      href: `/service-centre/ad-services/address-selection?appointmentId=${A}&garageId=${G}`,
      kind: 'page',
    });
  });

  describe('CREATED with SLOT_BOOKING or SELF_DROP: Select slot, no pincode', () => {
    for (const type of ['SLOT_BOOKING', 'SELF_DROP'] as const) {
      it(type, () => {
        expect(card(appointment('CREATED', type))).toEqual({
          cta: 'Select slot',
          text: "You're almost there! Select your service slot to complete your booking",
          href: `/service-centre/ad-services/slot-selection?appointmentId=${A}&garageId=${G}&slot_type=${type}`,
          kind: 'page',
        });
      });
    }
  });

  describe('PICKUP_ADDRESS_ADDED or PAYMENT_CONFIRMED: Select slot, "You\'re almost there!…", the pincode appended for pick and drop', () => {
    for (const status of ['PICKUP_ADDRESS_ADDED', 'PAYMENT_CONFIRMED'] as const) {
      it(`${status} with PICK_AND_DROP: the pick-up pincode is appended`, () => {
        expect(card(appointment(status, 'PICK_AND_DROP'))).toEqual({
          cta: 'Select slot',
          text: "You're almost there! Select your service slot to complete your booking",
          href: `/service-centre/ad-services/slot-selection?appointmentId=${A}&garageId=${G}&slot_type=PICK_AND_DROP&pincode=560102`,
          kind: 'page',
        });
      });
    }
    for (const type of ['SELF_DROP', 'SLOT_BOOKING'] as const) {
      it(`PAYMENT_CONFIRMED with ${type}: no pincode`, () => {
        expect(card(appointment('PAYMENT_CONFIRMED', type))?.href).toBe(
          `/service-centre/ad-services/slot-selection?appointmentId=${A}&garageId=${G}&slot_type=${type}`,
        );
      });
    }
  });

  describe('PAYMENT_CREATED or PAYMENT_FAILED with a payment link: Complete payment, opens the link', () => {
    for (const status of ['PAYMENT_CREATED', 'PAYMENT_FAILED'] as const) {
      for (const type of TYPES) {
        it(`${status} with ${type}`, () => {
          expect(card(appointment(status, type, { payinUrl: PAY_LINK }))).toEqual({
            cta: 'Complete payment',
            text: 'Complete your payment to confirm your service appointment',
            href: PAY_LINK,
            kind: 'payment',
          });
        });
      }
      it(`${status} without a payment link: the empty card`, () => {
        expect(card(appointment(status, 'PICK_AND_DROP', { payinUrl: null }))).toBeNull();
      });
    }
  });

  describe('PAYMENT_IN_PROGRESS: Contact us, dials the service advisor', () => {
    for (const type of TYPES) {
      it(type, () => {
        expect(card(appointment('PAYMENT_IN_PROGRESS', type, { payinUrl: PAY_LINK }))).toEqual({
          cta: 'Contact us',
          text: "There's a slight delay from our payment partner...",
          href: 'tel:18002660101',
          kind: 'tel',
        });
      });
    }
  });

  describe('anything else: the empty card', () => {
    for (const type of TYPES)
      it(`CANCELLED with ${type}`, () => expect(card(appointment('CANCELLED', type, { payinUrl: PAY_LINK }))).toBeNull());
  });
});

describe('what the card reads of an appointment', () => {
  it('the pick-up pincode, the slot start, no payment link once the fee is paid', () => {
    expect(resumableOf(appointmentView())).toEqual({
      appointmentId: A,
      status: 'SCHEDULED',
      fulfillmentType: 'PICK_AND_DROP',
      pincode: '560102',
      garageId: G,
      slotStart: '2026-11-25T11:30:00+05:30',
      payinUrl: null,
    });
  });

  it("without a pick-up address, the appointment's own pincode; without a slot, no start", () => {
    const a = appointmentView({
      status: 'CREATED',
      pickup_details: { address: null },
      payment_details: null,
      booking_details: { slot_details: null, appointment_date: null, booking_id: null, booking_status: null, slot_id: null },
    });
    expect(resumableOf(a)).toMatchObject({ pincode: '560068', slotStart: null, payinUrl: null });
  });

  it('the payment link of an attempt still open or failed, never of one expired', () => {
    const base = appointmentView().payment_details!;
    const withPayment = (status: 'CREATED' | 'IN_PROGRESS' | 'FAILED' | 'EXPIRED') =>
      resumableOf(appointmentView({ status: 'PAYMENT_FAILED', payment_details: { ...base, status } })).payinUrl;
    expect([withPayment('CREATED'), withPayment('IN_PROGRESS'), withPayment('FAILED'), withPayment('EXPIRED')]).toEqual([
      PAY_LINK,
      PAY_LINK,
      PAY_LINK,
      null,
    ]);
  });
});
