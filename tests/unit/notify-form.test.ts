import { describe, expect, it } from 'vitest';
import {
  checkNotifyForm,
  confirmationText,
  displayContact,
  notifyFormHeading,
  notifyPromise,
  valuesFromForm,
  valuesFromQuery,
} from '@/lib/notify-form';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('the notify-me form', () => {
  it('starts with the city and pincode the visitor arrived with', () => {
    expect(valuesFromQuery(form({ city: ' Pune ', pincode: '411001' }))).toEqual({ contact: '', city: 'Pune', pincode: '411001' });
    expect(valuesFromQuery(form({}))).toEqual({ contact: '', city: '', pincode: '' });
  });

  it('never starts with a contact, even one in the address', () => {
    expect(valuesFromQuery(form({ contact: '9845012345' })).contact).toBe('');
  });

  it('cuts a city from the address to 80 characters', () => {
    expect(valuesFromQuery(form({ city: 'a'.repeat(81) })).city).toBe('a'.repeat(80));
    expect(valuesFromQuery(form({ city: 'a'.repeat(80) })).city).toBe('a'.repeat(80));
  });

  it('keeps a pincode of six digits not starting with 0, trimmed', () => {
    expect(valuesFromQuery(form({ pincode: ' 560068 ' })).pincode).toBe('560068');
    expect(valuesFromForm(form({ pincode: '110001' })).pincode).toBe('110001');
  });

  it('drops a pincode that is not one', () => {
    expect(valuesFromQuery(form({ pincode: '<b>' })).pincode).toBe('');
    expect(valuesFromForm(form({ pincode: '012345' })).pincode).toBe('');
    expect(valuesFromForm(form({ pincode: '56006' })).pincode).toBe('');
    expect(valuesFromForm(form({ pincode: '5600681' })).pincode).toBe('');
  });

  it('keeps what was typed, including mistakes', () => {
    expect(valuesFromForm(form({ contact: '12345', city: 'Pune' }))).toEqual({ contact: '12345', city: 'Pune', pincode: '' });
    expect(valuesFromForm(form({ contact: ' asha@ ', city: ' P ' }))).toEqual({ contact: ' asha@ ', city: ' P ', pincode: '' });
    expect(valuesFromForm(new FormData())).toEqual({ contact: '', city: '', pincode: '' });
  });

  it('keeps at most 254 characters of a typed field', () => {
    expect(valuesFromForm(form({ contact: 'x'.repeat(300) })).contact).toBe('x'.repeat(254));
  });

  it('reads a file field as empty', () => {
    const data = new FormData();
    data.set('contact', new Blob(['9845012345']));
    expect(valuesFromForm(data).contact).toBe('');
  });
});

describe('checking the form', () => {
  it('accepts a mobile number as people type it and sends it as 10 digits, with the pincode in its own field', () => {
    const check = checkNotifyForm({ contact: '+91 98450 12345', city: ' Pune ', pincode: '411001' }, 'notify-me');
    expect(check).toEqual({ ok: true, body: { contact: '9845012345', city: 'Pune', pincode: '411001', source: 'notify-me' } });
  });

  it('accepts an email address, lower-cased, and names only the page without a pincode', () => {
    const check = checkNotifyForm({ contact: 'Asha@Example.com', city: 'Surat', pincode: '' }, 'coming-soon');
    expect(check).toEqual({ ok: true, body: { contact: 'asha@example.com', city: 'Surat', source: 'coming-soon' } });
  });

  it('accepts a city of two letters', () => {
    expect(checkNotifyForm({ contact: '9845012345', city: 'Go', pincode: '' }, 'notify-me')).toEqual({
      ok: true,
      body: { contact: '9845012345', city: 'Go', source: 'notify-me' },
    });
  });

  it('refuses a short number with a message about the mobile number', () => {
    expect(checkNotifyForm({ contact: '12345', city: 'Pune', pincode: '' }, 'notify-me')).toEqual({
      ok: false,
      errors: { contact: 'Enter a valid 10-digit mobile number' },
    });
  });

  it('refuses a number that is not an Indian mobile number', () => {
    expect(checkNotifyForm({ contact: '5845012345', city: 'Pune', pincode: '' }, 'notify-me')).toEqual({
      ok: false,
      errors: { contact: 'Enter a valid 10-digit mobile number' },
    });
  });

  it('refuses a broken email and a one-letter city together', () => {
    expect(checkNotifyForm({ contact: 'asha@', city: 'P', pincode: '' }, 'notify-me')).toEqual({
      ok: false,
      errors: { contact: 'Enter a valid email address', city: 'Enter your city' },
    });
  });

  it('does not count spaces around the city', () => {
    expect(checkNotifyForm({ contact: '9845012345', city: '  P  ', pincode: '' }, 'notify-me')).toEqual({
      ok: false,
      errors: { city: 'Enter your city' },
    });
  });

  it('refuses a city with a control character in it', () => {
    expect(checkNotifyForm({ contact: '9845012345', city: 'Pune\u0000', pincode: '' }, 'notify-me')).toEqual({
      ok: false,
      errors: { city: 'city has characters that are not allowed' },
    });
  });

  it('asks for a contact when none was given', () => {
    expect(checkNotifyForm({ contact: '  ', city: 'Pune', pincode: '' }, 'notify-me')).toEqual({
      ok: false,
      errors: { contact: 'Enter a mobile number or an email address' },
    });
  });
});

describe('the form for a pincode', () => {
  it('is headed with the pincode when the visitor arrived with one, otherwise in general', () => {
    expect(notifyFormHeading('110001')).toBe('Tell me when pick-up reaches 110001');
    expect(notifyFormHeading('')).toBe('Tell me when you start');
  });

  it('promises the pincode when there is one, else the city', () => {
    expect(notifyPromise('110001', 'your city')).toBe('when pick-up reaches 110001');
    expect(notifyPromise(null, 'your city')).toBe('when service starts in your city');
    expect(notifyPromise('', 'Pune')).toBe('when service starts in Pune');
  });
});

describe('the confirmation', () => {
  it('shows a mobile number in two groups of five', () => {
    expect(displayContact('9845012345', 'PHONE')).toBe('98450 12345');
  });

  it('shows anything else as it is', () => {
    expect(displayContact('asha@example.com', 'EMAIL')).toBe('asha@example.com');
    expect(displayContact('984501234', 'PHONE')).toBe('984501234');
    expect(displayContact('9845012345', 'EMAIL')).toBe('9845012345');
  });

  it('thanks a new request and names the number and city', () => {
    expect(confirmationText({ contact: '9845012345', contactKind: 'PHONE', city: 'Pune', pincode: null, created: true })).toBe(
      "Thanks — we'll tell you at 98450 12345 when service starts in Pune.",
    );
  });

  it('names the city as it was typed', () => {
    expect(confirmationText({ contact: '9845012345', contactKind: 'PHONE', city: 'navi mumbai', pincode: null, created: true })).toBe(
      "Thanks — we'll tell you at 98450 12345 when service starts in navi mumbai.",
    );
  });

  it('promises news for the pincode, not the city, when the request names one (a centre may serve the city already)', () => {
    expect(confirmationText({ contact: '9845012345', contactKind: 'PHONE', city: 'Delhi', pincode: '110001', created: true })).toBe(
      "Thanks — we'll tell you at 98450 12345 when pick-up reaches 110001.",
    );
    expect(confirmationText({ contact: 'asha@example.com', contactKind: 'EMAIL', city: 'Mumbai', pincode: '400002', created: false })).toBe(
      "You're already on the list — we'll tell you at asha@example.com when pick-up reaches 400002.",
    );
  });

  it('says a repeat request is already on the list', () => {
    expect(confirmationText({ contact: 'asha@example.com', contactKind: 'EMAIL', city: 'Surat', pincode: null, created: false })).toBe(
      "You're already on the list — we'll tell you at asha@example.com when service starts in Surat.",
    );
  });
});
