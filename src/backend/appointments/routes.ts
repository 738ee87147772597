import { accounts, booking } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { requireSignedIn } from '@/contracts/access';
import { createFromInput, getAppointment, latestAppointment, myAppointments, repeatAppointment } from './service';
import { updateAppointmentDetails } from './update-service';
import { cancelAppointment } from './cancel-service';
import { historyOf } from './history';
import { followLink } from './links';
import { visibleAppointment } from './access';

export function appointmentRoutes(app: BackendApp, deps: BackendDeps) {
  const { db } = deps;
  serve(app, accounts.myAppointments, async (_input, { actor }) => myAppointments(db, requireSignedIn(actor).id));
  serve(app, booking.latestAppointment, (_input, { actor }) => latestAppointment(deps, actor));
  serve(app, booking.createAppointment, (input, { actor }) => createFromInput(deps, actor, input));
  serve(app, booking.repeatAppointment, (input, { actor }) => repeatAppointment(deps, actor, input));
  serve(app, booking.appointment, (input, { actor }) => getAppointment(deps, actor, input.id));
  serve(app, booking.actionLink, (input, { actor }) => followLink(db, actor, input.token));
  serve(app, booking.appointmentHistory, async (input, { actor }) => historyOf(db, (await visibleAppointment(db, actor, input.id)).id));
  serve(app, booking.updateAppointment, ({ id, ...input }, { actor }) => updateAppointmentDetails(deps, actor, id, input));
  serve(app, booking.cancelAppointment, (input, { actor }) => cancelAppointment(deps, actor, input.id, input.reason));
}
