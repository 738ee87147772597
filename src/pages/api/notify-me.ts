import type { APIRoute } from 'astro';
import { callUpstream } from '@/proxy/upstream';
import { handle, parseOr400, relay } from '@/proxy/respond';
import { NotifyRequestInputSchema } from '@/contracts/leads';
import { readJsonBody } from '@/lib/read-json-body';

/** Stores a visitor's request to be told when service starts in their city. */
export const POST: APIRoute = ({ request }) => handle(async () => {
  const body = await readJsonBody(request);
  const parsed = parseOr400(NotifyRequestInputSchema, body);
  if (!parsed.ok) return parsed.response;
  return relay(await callUpstream('/v1/garage/notify-requests', { method: 'POST', body }));
});
