// The appointments feature's public face: what other features may use. They read an appointment
// through these, and change it only by asking for a transition (transitions.ts); none imports this
// feature's files directly (tests/unit/feature-boundaries.test.ts holds it).
export { lockOwnAppointment, ownOrRefuse, visibleAppointment } from './access';
export { canViewAppointment } from './permissions';
export { countDeliveredAppointments, lockAppointment, latestActiveOf, type AppointmentRow } from './repository';
export { phoneOf, sendBookingConfirmed, sendBookingRescheduled, sendMoneyReturned, type Announced } from './messages';
export { paymentDetailsOf, text, vehicleName } from './view';
export { cancelLocked } from './cancel-service';
export { forgetCustomerWith } from './erasure';
export { BY_GATEWAY, eventActor, transition, type Change, type EventDeps, type SlotColumns } from './transitions';
export { reaction, reactionJob, reactOnce, type AppointmentEvent, type Reaction } from './reactions';
export { historyOf } from './history';
export { linkTo } from './links';
export { getAppointment } from './service';
