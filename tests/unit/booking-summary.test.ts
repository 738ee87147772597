import { describe, expect, it } from 'vitest';
import { bookingSummaryLines, serviceDetail, type SummarySource } from '@/lib/booking-summary';

// A periodic service for a petrol Swift at Kudlu Gate (seed data), as the appointment view carries it.
const GARAGE = {
  id: 'g1',
  name: 'Service Centre Kudlu Gate',
  address: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Bengaluru, Karnataka 560068',
  display_address: 'Hosur Main Road, Kudlu Gate',
  phone: '+91 80 4125 6780',
  city: 'Bangalore',
  pincode: '560068',
  map_link: 'https://www.google.com/maps/search/?api=1&query=12.8913,77.6394',
  landing_path: '/bangalore/kudlu-gate',
  workshop_code: 'SC-KDG',
};
const NAMES = { periodic_service: 'Periodic service', car_spa_and_cleaning: 'Car spa and cleaning' };

function booking(more: Partial<SummarySource> = {}, type: 'PICK_AND_DROP' | 'SELF_DROP' | 'SLOT_BOOKING' = 'SELF_DROP'): SummarySource {
  return {
    garage: GARAGE,
    vehicle_details: {
      registration_number: 'KA05MN1234',
      make: 'Maruti Suzuki',
      model: 'Swift',
      model_id: 1,
      fuel_type: 'PETROL',
      variant_id: 3,
      variant_name: 'VXi',
      color: null,
      car_age: 3,
    },
    service_type_id: 'periodic_service',
    estimate: { label: 'Total', lines: [{ id: 'ESSENTIAL', name: 'Basic plan', amount_paise: 279_900 }], total_paise: 279_900 },
    booking_details: {
      appointment_fulfillment_type: type,
      appointment_date: null,
      booking_id: null,
      booking_status: null,
      hold_expires_at: null,
      slot_id: null,
      slot_details: null,
    },
    pickup_details: { address: null },
    ...more,
  };
}

describe('the booking summary', () => {
  it('names the centre, the car, the service with its estimate, and the handover', () => {
    expect(bookingSummaryLines(booking(), { serviceTypeNames: NAMES, today: '2026-11-24' })).toEqual([
      { label: 'Service centre', value: 'Service Centre Kudlu Gate', detail: 'Hosur Main Road, Kudlu Gate' },
      { label: 'Car', value: 'Maruti Suzuki Swift VXi · Petrol · KA 05 MN 1234' },
      { label: 'Service', value: 'Periodic service', detail: 'Basic plan · Estimate ₹2,799, paid at the centre' },
      { label: 'Handover', value: 'Self-drop at the centre' },
    ]);
  });

  it('names a car without variant or number by make, model and fuel', () => {
    const plain = booking({
      vehicle_details: {
        registration_number: null,
        make: 'Tata',
        model: 'Nexon EV',
        model_id: 9,
        fuel_type: 'EV',
        variant_id: null,
        variant_name: null,
        color: null,
        car_age: null,
      },
    });
    expect(bookingSummaryLines(plain, { serviceTypeNames: NAMES, today: '2026-11-24' })[1]).toEqual({
      label: 'Car',
      value: 'Tata Nexon EV · Electric',
    });
  });

  it('falls back to the full address, and to a readable service type when names are missing', () => {
    const lines = bookingSummaryLines(
      booking({ garage: { ...GARAGE, display_address: '' }, service_type_id: 'car_spa_and_cleaning', estimate: null }),
      { serviceTypeNames: {}, today: '2026-11-24' },
    );
    expect(lines[0]!.detail).toBe('Plot 14, Hosur Main Road, near Kudlu Gate Junction, Bengaluru, Karnataka 560068');
    expect(lines[2]).toEqual({ label: 'Service', value: 'Car spa and cleaning' });
  });

  it('adds the pick-up address for pick-up and drop only, saying when it is not added yet', () => {
    const address = {
      line: '14, 3rd Cross, Kudlu Main Road',
      house_number: 'Flat 2B',
      locality: 'Kudlu Gate',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560068',
      location_coords: null,
    };
    const picked = bookingSummaryLines(booking({ pickup_details: { address } }, 'PICK_AND_DROP'), {
      serviceTypeNames: NAMES,
      today: '2026-11-24',
    });
    expect(picked.slice(3)).toEqual([
      { label: 'Handover', value: 'Pick-up and drop' },
      { label: 'Pick-up address', value: 'Flat 2B, 14, 3rd Cross, Kudlu Main Road, Kudlu Gate, Bengaluru 560068' },
    ]);
    expect(bookingSummaryLines(booking({}, 'PICK_AND_DROP'), { serviceTypeNames: NAMES, today: '2026-11-24' })[4]).toEqual({
      label: 'Pick-up address',
      value: 'Not added yet',
    });
    expect(
      bookingSummaryLines(booking({ pickup_details: { address } }, 'SLOT_BOOKING'), { serviceTypeNames: NAMES, today: '2026-11-24' }).map(
        (l) => l.label,
      ),
    ).toEqual(['Service centre', 'Car', 'Service', 'Handover']);
    expect(bookingSummaryLines(booking({}, 'SLOT_BOOKING'), { serviceTypeNames: NAMES, today: '2026-11-24' })[3]!.value).toBe(
      'Wait at the centre',
    );
  });

  it('adds the booked slot in IST unless the screen leaves it out', () => {
    const slot = { start_time: '2026-11-25T10:00:00+05:30', end_time: '2026-11-25T12:00:00+05:30', same_day_service: true };
    const booked = booking({ booking_details: { ...booking().booking_details, slot_details: slot } });
    expect(bookingSummaryLines(booked, { serviceTypeNames: NAMES, today: '2026-11-24' })[4]).toEqual({
      label: 'Slot',
      value: 'Tomorrow, 10:00 AM - 12:00 PM',
      detail: 'India Standard Time (IST)',
    });
    expect(bookingSummaryLines(booked, { serviceTypeNames: NAMES, today: '2026-11-24', withSlot: false })).toHaveLength(4);
  });
});

describe('the estimate under the service', () => {
  it('lists what was chosen, then the estimate or the inspection fee, paid at the centre', () => {
    expect(
      serviceDetail({
        label: 'Total',
        lines: [
          { id: 'r1', name: 'Front brake pads replacement', amount_paise: 189_900 },
          { id: 'r2', name: 'Clutch set replacement', amount_paise: 699_900 },
        ],
        total_paise: 889_800,
      }),
    ).toBe('Front brake pads replacement, Clutch set replacement · Estimate ₹8,898, paid at the centre');
    expect(serviceDetail({ label: 'Inspection fee', lines: [], total_paise: 49_900 })).toBe('Inspection fee ₹499, paid at the centre');
    expect(serviceDetail(null)).toBeUndefined();
  });
});
