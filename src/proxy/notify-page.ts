import { ANONYMOUS } from '@/contracts/actor';
import { leads } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import type { NotifyRequest } from '@/contracts/leads';
import type { LandingPage } from '@/contracts/garage';
import {
  checkNotifyForm,
  confirmationText,
  valuesFromForm,
  valuesFromQuery,
  type NotifyFieldErrors,
  type NotifyFormValues,
  type NotifyRequestBody,
} from '@/lib/notify-form';
import { fetchData } from './call-endpoint';
import { fetchLandingPages } from './page-data';
import { proxyLogger } from './log';

/** Stores a notify-me request; the backend answers 201 for a new one and 200 for a repeat. */
function submitNotifyRequest(body: NotifyRequestBody): Promise<NotifyRequest> {
  return fetchData(leads.notifyMe, body, { actor: ANONYMOUS });
}

export type NotifyPageState =
  | { kind: 'form'; values: NotifyFormValues; errors: NotifyFieldErrors; failure?: string }
  | { kind: 'done'; message: string; created: boolean };

const SAVE_FAILED_MESSAGE = "We couldn't save your request just now. Please try again in a minute.";

/**
 * What a notify-me page shows, and with which status: the empty form for a GET, and for a
 * POST (a plain HTML form, no script) either the form again with its messages or the confirmation.
 */
export async function notifyPageState(request: Request, url: URL, page: string): Promise<{ state: NotifyPageState; status: number }> {
  if (request.method !== 'POST') return { state: { kind: 'form', values: valuesFromQuery(url.searchParams), errors: {} }, status: 200 };
  const form = await request.formData().catch(() => new FormData());
  const values = valuesFromForm(form);
  const check = checkNotifyForm(values, page);
  if (!check.ok) return { state: { kind: 'form', values, errors: check.errors }, status: 422 };
  try {
    const stored = await submitNotifyRequest(check.body);
    return { state: { kind: 'done', message: confirmationText(stored), created: stored.created }, status: 200 };
  } catch (error) {
    if (!(error instanceof AppError)) proxyLogger().error('notify request failed', { error });
    return { state: { kind: 'form', values, errors: {}, failure: SAVE_FAILED_MESSAGE }, status: 502 };
  }
}

/**
 * Everything a notify page needs: its state and status, the garages we serve, and whether the
 * answer may be cached (a GET form is the same for everyone; a POST answer is one visitor's).
 */
export async function loadNotifyPage(
  request: Request,
  url: URL,
  page: string,
): Promise<{ state: NotifyPageState; status: number; pages: LandingPage[]; cacheable: boolean }> {
  const [{ state, status }, pages] = await Promise.all([notifyPageState(request, url, page), fetchLandingPages().catch(() => [])]);
  return { state, status, pages, cacheable: request.method === 'GET' };
}
