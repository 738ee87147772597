// The console's add-part form (src/islands/workshop/AddPart.tsx): what each field must hold, said in
// plain words under the field; the line it sends; and which field a refusal of the server belongs to.
// Pure, and free of zod: the limits are the ones AddLineInputSchema is built from, which the server
// checks again.
import type { AddLineInput } from '@/contracts/workshop';
import { MAX_LINE_PAISE, PART_NAME_LENGTH, PART_NOTE_MAX } from '@/contracts/estimate-limits';
import { formatInr } from './money';
import { rupeesToPaise } from './money-input';

/** What the advisor has typed or chosen; `item` is a catalogue id, or '' for a part typed in. */
export interface AddPartDraft {
  item: string;
  part: string;
  labour: string;
  partCost: string;
  service: string;
  notes: string;
  approved: boolean;
}

export type AddPartField = 'item' | 'part' | 'labour' | 'partCost' | 'service' | 'notes';
export type AddPartErrors = Partial<Record<AddPartField, string>>;

/** The fields in the form's order: the first one with a message takes the focus. */
export const ADD_PART_FIELDS: readonly AddPartField[] = ['item', 'part', 'labour', 'partCost', 'service', 'notes'];

const AMOUNTS = { labour: 'net_labour_cost', partCost: 'net_part_cost', service: 'net_service_cost' } as const;
type AmountField = keyof typeof AMOUNTS;

export const ADD_PART_TEXT = {
  partMissing: "Enter the part's name",
  partShort: `Enter the part's name in full (at least ${PART_NAME_LENGTH.min} characters)`,
  partLong: `Shorten the part's name to ${PART_NAME_LENGTH.max} characters or fewer`,
  partRefused: "Check the part's name: letters, numbers and the usual signs only",
  amount: 'Enter a price in rupees, like 1,250 (or 0)',
  amountTooBig: `Enter at most ${formatInr(MAX_LINE_PAISE)}`,
  notesLong: `Shorten the note to ${PART_NOTE_MAX} characters or fewer`,
  notesRefused: 'Check the note: letters, numbers and the usual signs only',
  itemGone: 'The catalogue no longer has this part for this car: choose another, or type it in',
} as const;

function amountError(text: string): string | undefined {
  const paise = rupeesToPaise(text);
  if (paise === null) return ADD_PART_TEXT.amount;
  return paise > MAX_LINE_PAISE ? ADD_PART_TEXT.amountTooBig : undefined;
}

/** The message of each field that is not right yet; empty when the part can be sent. */
export function addPartErrors(draft: AddPartDraft): AddPartErrors {
  const errors: AddPartErrors = {};
  const part = draft.part.trim();
  if (draft.item === '') {
    if (part === '') errors.part = ADD_PART_TEXT.partMissing;
    else if (part.length < PART_NAME_LENGTH.min) errors.part = ADD_PART_TEXT.partShort;
    else if (part.length > PART_NAME_LENGTH.max) errors.part = ADD_PART_TEXT.partLong;
  }
  for (const field of Object.keys(AMOUNTS) as AmountField[]) {
    const message = amountError(draft[field]);
    if (message) errors[field] = message;
  }
  if (draft.notes.trim().length > PART_NOTE_MAX) errors.notes = ADD_PART_TEXT.notesLong;
  return errors;
}

/** The line to send (amounts in paise), from a draft addPartErrors found nothing wrong with. */
export function addPartLine(draft: AddPartDraft): AddLineInput {
  const paise = (field: AmountField) => rupeesToPaise(draft[field]) ?? 0;
  return {
    part_name: draft.part.trim(),
    ...(draft.item !== '' ? { catalogue_item_id: draft.item } : {}),
    net_labour_cost: paise('labour'),
    net_part_cost: paise('partCost'),
    net_service_cost: paise('service'),
    ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
    approved_by_advisor: draft.approved,
  };
}

/** The form's field of each input the server names in a VALIDATION_FAILED message, and what to say there. */
const SERVER_FIELDS: Readonly<Record<string, { field: AddPartField; message: string }>> = {
  part_name: { field: 'part', message: ADD_PART_TEXT.partRefused },
  catalogue_item_id: { field: 'item', message: ADD_PART_TEXT.itemGone },
  net_labour_cost: { field: 'labour', message: ADD_PART_TEXT.amount },
  net_part_cost: { field: 'partCost', message: ADD_PART_TEXT.amount },
  net_service_cost: { field: 'service', message: ADD_PART_TEXT.amount },
  notes: { field: 'notes', message: ADD_PART_TEXT.notesRefused },
};

/**
 * Where a refusal of the server goes: under the fields it names (a VALIDATION_FAILED message reads
 * 'part_name: …; notes: …'), or under the part for work that may not be added (EXTRA_NOT_ALLOWED, in
 * the domain's own words); null for the form's own line (the estimate sent meanwhile, say).
 */
export function addPartRefusal(error: { code: string; message: string }, draft: Pick<AddPartDraft, 'item'>): AddPartErrors | null {
  if (error.code === 'EXTRA_NOT_ALLOWED') return { [draft.item === '' ? 'part' : 'item']: error.message };
  if (error.code !== 'VALIDATION_FAILED') return null;
  const errors: AddPartErrors = {};
  for (const issue of error.message.split('; ')) {
    const known = SERVER_FIELDS[issue.split(':', 1)[0]!.trim()];
    if (known) errors[known.field] ??= known.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
