import { accounts } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { requireSignedIn } from '@/contracts/access';
import { myAppointments } from './service';

export function appointmentRoutes(app: BackendApp, { db }: BackendDeps) {
  serve(app, accounts.myAppointments, async (_input, { actor }) => myAppointments(db, requireSignedIn(actor).id));
}
