// The public face of the booking feature (slots held, booked, moved and released): what other features may use.
// They import this file only, never the feature's own files (tests/unit/feature-boundaries.test.ts holds it).
export { bookHeldSlot, slotColumns } from './booking-service';
export { liveBookingOf } from './repository';
export { slotGivenBack } from './reactions';
