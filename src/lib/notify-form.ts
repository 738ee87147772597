import { NotifyRequestInputSchema, type NotifyRequest } from '@/contracts/leads';
import { Contact } from '@/contracts/vocabulary';
import { PINCODE_PATTERN } from '@/contracts/input-patterns';

/** The fields a visitor fills in to be told when service starts near them. */
export type NotifyField = 'contact' | 'city';
export interface NotifyFormValues {
  contact: string;
  city: string;
  /** The pincode the visitor arrived with ('' when none or not a pincode). */
  pincode: string;
}
export type NotifyFieldErrors = Partial<Record<NotifyField, string>>;
/** What the backend is sent for a valid form: the pincode in its own field, the page in `source`. */
export interface NotifyRequestBody {
  contact: string;
  city: string;
  pincode?: string;
  source: string;
}

/** Anything with `get`, such as FormData or URLSearchParams. */
interface FieldSource {
  get(name: string): unknown;
}
const textOf = (source: FieldSource, name: string) => {
  const value = source.get(name);
  return typeof value === 'string' ? value.slice(0, 254) : '';
};
const pincodeOf = (source: FieldSource) => {
  const value = textOf(source, 'pincode').trim();
  return PINCODE_PATTERN.test(value) ? value : '';
};

/** The form as first shown: the city and pincode the visitor arrived with (?city=, ?pincode=). */
export function valuesFromQuery(query: URLSearchParams): NotifyFormValues {
  return { contact: '', city: textOf(query, 'city').trim().slice(0, 80), pincode: pincodeOf(query) };
}

/** The form as submitted, kept as typed so it can be shown again. */
export function valuesFromForm(form: FieldSource): NotifyFormValues {
  return { contact: textOf(form, 'contact'), city: textOf(form, 'city'), pincode: pincodeOf(form) };
}

/** Checks the submitted form; `page` names where it was sent from (kept with the request as its source). */
export function checkNotifyForm(
  values: NotifyFormValues,
  page: string,
): { ok: true; body: NotifyRequestBody } | { ok: false; errors: NotifyFieldErrors } {
  const pincode = values.pincode || undefined;
  const result = NotifyRequestInputSchema.safeParse({ contact: values.contact, city: values.city, pincode, source: page });
  if (result.success) {
    const { contact, city } = result.data;
    return {
      ok: true,
      body: result.data.pincode ? { contact, city, pincode: result.data.pincode, source: page } : { contact, city, source: page },
    };
  }
  const errors: NotifyFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'contact' || field === 'city') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** A contact as people read it: '9845012345' → '98450 12345'; emails unchanged. */
export function displayContact(contact: string, kind: NotifyRequest['contactKind']): string {
  return kind === Contact.PHONE && /^\d{10}$/.test(contact) ? `${contact.slice(0, 5)} ${contact.slice(5)}` : contact;
}

/**
 * What the visitor is promised: news when pick-up reaches their pincode (a centre may already be
 * in their city, so the city would be the wrong promise), or when service starts in their city.
 */
export function notifyPromise(pincode: string | null | undefined, city: string): string {
  return pincode ? `when pick-up reaches ${pincode}` : `when service starts in ${city}`;
}

/** The form's heading: for the pincode the visitor arrived with, when there is one. */
export function notifyFormHeading(pincode: string): string {
  return pincode ? `Tell me when pick-up reaches ${pincode}` : 'Tell me when you start';
}

/** What the visitor is told once the request is stored; a repeat says they were already on the list. */
export function confirmationText(request: Pick<NotifyRequest, 'contact' | 'contactKind' | 'city' | 'pincode' | 'created'>): string {
  const promise = `we'll tell you at ${displayContact(request.contact, request.contactKind)} ${notifyPromise(request.pincode, request.city)}.`;
  return request.created ? `Thanks — ${promise}` : `You're already on the list — ${promise}`;
}
