import { payments } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { paySandboxOrder, sandboxOrderView, type SandboxDeps } from './pay-service';

/** The sandbox gateway's own routes: answered only while it is the payment provider (404 otherwise). */
export function sandboxGatewayRoutes(app: BackendApp, deps: BackendDeps) {
  const sandbox = (): SandboxDeps => {
    if (!deps.sandbox) throw new AppError('NOT_FOUND', 'The sandbox payment gateway is not in use');
    return deps.sandbox;
  };
  serve(app, payments.sandboxPay, (input) => paySandboxOrder(sandbox(), input.order_id, input.outcome));
  serve(app, payments.sandboxOrder, (input) => sandboxOrderView(sandbox().db, input.order_id, 'Service Centre'));
}
