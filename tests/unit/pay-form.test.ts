import { describe, expect, it } from 'vitest';
import { couponCodeOf, detailsErrors, detailsPatch, payButtonLabel, serverFieldErrors } from '@/lib/pay-form';

const draft = (patch: Partial<{ fullName: string; email: string; registration: string }> = {}) => ({
  fullName: 'Asha Rao',
  email: '',
  registration: '',
  ...patch,
});

describe('the details a customer gives before paying', () => {
  it('need only a name when the booking knows the car', () => {
    expect(detailsErrors(draft(), false)).toEqual({});
  });

  it('need a name of at least two characters with a letter, and at most 80', () => {
    expect(detailsErrors(draft({ fullName: ' A ' }), false)).toEqual({ fullName: 'Enter your full name' });
    expect(detailsErrors(draft({ fullName: 'Al' }), false)).toEqual({});
    expect(detailsErrors(draft({ fullName: '' }), false)).toEqual({ fullName: 'Enter your full name' });
    expect(detailsErrors(draft({ fullName: '42' }), false)).toEqual({ fullName: 'Enter your full name' });
    expect(detailsErrors(draft({ fullName: 'राम' }), false)).toEqual({});
    expect(detailsErrors(draft({ fullName: 'a'.repeat(80) }), false)).toEqual({});
    expect(detailsErrors(draft({ fullName: 'a'.repeat(81) }), false)).toEqual({ fullName: 'Enter at most 80 characters' });
  });

  it('take an e-mail address only when it is one, and none at all', () => {
    expect(detailsErrors(draft({ email: 'asha@example.in' }), false)).toEqual({});
    expect(detailsErrors(draft({ email: '  ' }), false)).toEqual({});
    expect(detailsErrors(draft({ email: 'asha@' }), false)).toEqual({ email: 'Enter a valid e-mail address' });
    expect(detailsErrors(draft({ email: 'asha@example' }), false)).toEqual({ email: 'Enter a valid e-mail address' });
    expect(detailsErrors(draft({ email: 'asha..rao@example.in' }), false)).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it('take an e-mail address of up to 120 characters', () => {
    // 109 letters and '@example.in' make 120 characters; 110 letters make 121.
    expect(detailsErrors(draft({ email: `${'a'.repeat(109)}@example.in` }), false)).toEqual({});
    expect(detailsErrors(draft({ email: `${'a'.repeat(110)}@example.in` }), false)).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it("need the car's registration number when the booking has none, in any spacing", () => {
    expect(detailsErrors(draft({ registration: 'ka-05 mn 1234' }), true)).toEqual({});
    expect(detailsErrors(draft({ registration: '22 BH 1234 AA' }), true)).toEqual({});
    expect(detailsErrors(draft({ registration: '' }), true)).toEqual({
      registration: 'Enter a valid registration number, like KA 05 MN 1234',
    });
    expect(detailsErrors(draft({ registration: 'KA05' }), true)).toEqual({
      registration: 'Enter a valid registration number, like KA 05 MN 1234',
    });
    expect(detailsErrors(draft({ registration: 'KA05' }), false)).toEqual({});
  });

  it('are sent trimmed, with the number compacted only when the booking has none', () => {
    expect(detailsPatch(draft({ fullName: ' Asha Rao ', email: ' asha@example.in ', registration: 'ka 05 mn-1234' }), true)).toEqual({
      customer_details: { full_name: 'Asha Rao', email_id: 'asha@example.in' },
      vehicle_details: { registration_number: 'KA05MN1234' },
    });
    expect(detailsPatch(draft({ registration: 'KA05MN1234' }), false)).toEqual({
      customer_details: { full_name: 'Asha Rao', email_id: '' },
    });
  });

  it("show the server's refusals beside the fields they name, and nothing for others", () => {
    expect(serverFieldErrors('customer_details.email_id: Enter a valid e-mail address')).toEqual({ email: 'Enter a valid e-mail address' });
    expect(serverFieldErrors('registration_number: Enter a valid registration number, like KA 05 MN 1234')).toEqual({
      registration: 'Enter a valid registration number, like KA 05 MN 1234',
    });
    expect(
      serverFieldErrors(
        'customer_details.full_name: Enter your full name; vehicle_details.registration_number: Enter a valid registration number',
      ),
    ).toEqual({ fullName: 'Enter your full name', registration: 'Enter a valid registration number' });
    expect(serverFieldErrors('coupon_code: This coupon has just been fully used; remove it to pay the full fee')).toEqual({});
    expect(serverFieldErrors('Add your name before paying')).toEqual({});
    // Only 'field: message' parts name a field: no ': ', or nothing before it, is a sentence.
    expect(serverFieldErrors('registration_numbers')).toEqual({});
    expect(serverFieldErrors(': registration_number: Enter a valid registration number')).toEqual({});
  });
});

describe('the pay button', () => {
  it('names the amount due in rupees', () => {
    expect(payButtonLabel({ amountDuePaise: 19_900, busy: false })).toBe('Pay ₹199');
    expect(payButtonLabel({ amountDuePaise: 9_950, busy: false })).toBe('Pay ₹99.50');
    expect(payButtonLabel({ amountDuePaise: 100, busy: false })).toBe('Pay ₹1');
  });

  it('says what it pays before the amount is known, and what it does while it works', () => {
    expect(payButtonLabel({ amountDuePaise: null, busy: false })).toBe('Pay the booking fee');
    expect(payButtonLabel({ amountDuePaise: 19_900, busy: true })).toBe('Taking you to payment…');
  });
});

describe('a coupon code as typed', () => {
  it('is asked about in capitals without spaces', () => {
    expect(couponCodeOf(' save100 ')).toEqual({ code: 'SAVE100' });
    expect(couponCodeOf('save 100')).toEqual({ code: 'SAVE100' });
    expect(couponCodeOf('spa_15-x')).toEqual({ code: 'SPA_15-X' });
    expect(couponCodeOf('A'.repeat(40))).toEqual({ code: 'A'.repeat(40) });
  });

  it('is not asked about when empty, too long or with other characters', () => {
    expect(couponCodeOf('   ')).toEqual({ error: 'Enter a coupon code' });
    expect(couponCodeOf('A'.repeat(41))).toEqual({ error: 'This coupon is not valid' });
    expect(couponCodeOf('SAVE%100')).toEqual({ error: 'This coupon is not valid' });
  });
});
