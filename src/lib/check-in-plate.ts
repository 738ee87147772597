// The car's number as the advisor reads it off the plate at check-in (the console): optional; the
// product's one registration rule. Sent with the check-in, it is held against the number that claimed
// the booking's reward (decision 058). Pure, so the console and its test read it the same way.
import { isValidRegistrationNumber, normaliseRegistrationNumber } from './registration';

export type PlateInput = { ok: true; registration: string | undefined } | { ok: false; message: string };

export const PLATE_MESSAGE = 'Enter the number on the car’s plate, like KA 05 MN 1234, or leave it empty';

/** 'ka-05 mn 1234' → 'KA05MN1234'; '' → none; a number the registration rule refuses is refused in words. */
export function readPlate(text: string): PlateInput {
  if (text.trim() === '') return { ok: true, registration: undefined };
  return isValidRegistrationNumber(text)
    ? { ok: true, registration: normaliseRegistrationNumber(text) }
    : { ok: false, message: PLATE_MESSAGE };
}
