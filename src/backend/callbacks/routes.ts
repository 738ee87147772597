import { booking } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { requestCallback } from './callback-service';

export function callbackRoutes(app: BackendApp, deps: BackendDeps) {
  serve(app, booking.scheduleCallback, (input, { actor }) => requestCallback(deps, actor, input));
}
