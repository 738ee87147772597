// The payment gateway's callback and webhooks come from a handful of the gateway's addresses, so the
// per-address write limit would throttle genuine ones at any volume (issue "Trust before breadth",
// finding 7). They are limited by what they are instead: an address whose calls were refused (a
// signature that does not verify, an order not ours) waits once it has had its share of refusals, and
// one event id is taken a bounded number of times. Genuine calls are never counted per address.
import { GATEWAY_ENDPOINTS, type RateLimitDecision, type RateLimits } from './rate-limit';

/** Answers the gateway's calls give when they were refused: counted against the sender's address. */
const REFUSED = new Set([400, 401, 403, 404]);

export const isGatewayEndpoint = (endpoint: string): boolean => GATEWAY_ENDPOINTS.has(endpoint.replace(/^\/+|\/+$/g, '').toLowerCase());

/** Whether a gateway call may go on: its address has refusals left, and (a webhook) its event id has deliveries left. */
export async function admitGatewayCall(
  limits: Pick<RateLimits, 'peek' | 'consume'>,
  ipKey: string,
  eventId: string | undefined,
): Promise<RateLimitDecision> {
  const address = await limits.peek('gateway-refused-ip', ipKey);
  if (!address.ok || !eventId) return address;
  return limits.consume('webhook-event', eventId);
}

/** After the answer: a refused gateway call counts against its address. */
export async function countGatewayAnswer(limits: Pick<RateLimits, 'consume'>, ipKey: string, status: number): Promise<void> {
  if (REFUSED.has(status)) await limits.consume('gateway-refused-ip', ipKey);
}
