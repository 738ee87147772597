import { describe, expect, it } from 'vitest';
import { checkNotifyForm, confirmationText, displayContact, valuesFromForm, valuesFromQuery } from '@/lib/notify-form';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('the notify-me form', () => {
  it('starts with the city and pincode the visitor arrived with', () => {
    expect(valuesFromQuery(form({ city: ' Pune ', pincode: '411001' }))).toEqual({ contact: '', city: 'Pune', pincode: '411001' });
  });

  it('drops a pincode that is not one', () => {
    expect(valuesFromQuery(form({ pincode: '<b>' })).pincode).toBe('');
    expect(valuesFromForm(form({ pincode: '012345' })).pincode).toBe('');
  });

  it('keeps what was typed, including mistakes', () => {
    expect(valuesFromForm(form({ contact: '12345', city: 'Pune' }))).toEqual({ contact: '12345', city: 'Pune', pincode: '' });
    expect(valuesFromForm(new FormData())).toEqual({ contact: '', city: '', pincode: '' });
  });

  it('accepts a mobile number as people type it and sends it as 10 digits', () => {
    const check = checkNotifyForm({ contact: '+91 98450 12345', city: ' Pune ', pincode: '411001' }, 'notify-me');
    expect(check).toEqual({ ok: true, body: { contact: '9845012345', city: 'Pune', source: 'notify-me:pincode=411001' } });
  });

  it('accepts an email address', () => {
    const check = checkNotifyForm({ contact: 'Asha@Example.com', city: 'Surat', pincode: '' }, 'coming-soon');
    expect(check).toEqual({ ok: true, body: { contact: 'asha@example.com', city: 'Surat', source: 'coming-soon' } });
  });

  it('refuses a short number with a message about the mobile number', () => {
    expect(checkNotifyForm({ contact: '12345', city: 'Pune', pincode: '' }, 'notify-me'))
      .toEqual({ ok: false, errors: { contact: 'Enter a valid 10-digit mobile number' } });
  });

  it('refuses a broken email and a missing city together', () => {
    expect(checkNotifyForm({ contact: 'asha@', city: 'P', pincode: '' }, 'notify-me'))
      .toEqual({ ok: false, errors: { contact: 'Enter a valid email address', city: 'Enter your city' } });
  });

  it('asks for a contact when none was given', () => {
    const check = checkNotifyForm({ contact: '  ', city: 'Pune', pincode: '' }, 'notify-me');
    expect(check.ok ? null : check.errors.contact).toBe('Enter a mobile number or an email address');
  });
});

describe('the confirmation', () => {
  it('shows a mobile number in two groups of five', () => {
    expect(displayContact('9845012345', 'PHONE')).toBe('98450 12345');
    expect(displayContact('asha@example.com', 'EMAIL')).toBe('asha@example.com');
  });

  it('thanks a new request and names the number and city', () => {
    expect(confirmationText({ contact: '9845012345', contactKind: 'PHONE', city: 'Pune', created: true }))
      .toBe("Thanks — we'll tell you at 98450 12345 when service starts in Pune.");
  });

  it('says a repeat request is already on the list', () => {
    expect(confirmationText({ contact: 'asha@example.com', contactKind: 'EMAIL', city: 'Surat', created: false }))
      .toBe("You're already on the list — we'll tell you at asha@example.com when service starts in Surat.");
  });
});
