import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, apiGet, apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { useLoad } from '../use-load';
import {
  ADD_PART_FIELDS,
  addPartErrors,
  addPartLine,
  addPartRefusal,
  type AddPartDraft,
  type AddPartErrors,
  type AddPartField,
} from '@/lib/add-part-form';
import { PART_NAME_LENGTH, PART_NOTE_MAX } from '@/contracts/estimate-limits';
import { formatInr } from '@/lib/money';

/** The choice that types a part the catalogue does not have. */
const OTHER = '';
const EMPTY: AddPartDraft = { item: OTHER, part: '', labour: '0', partCost: '0', service: '0', notes: '', approved: false };
type Control = HTMLInputElement | HTMLSelectElement;

/**
 * The survey's form on the console: an extra part from the catalogue for this car (priced for it; work
 * already booked or included in the booked plan cannot be picked, and says why) or, for what the
 * catalogue lacks, typed in; its net labour, part and service cost in rupees, a note, and whether the
 * advisor approves it outright. Each field says under it what is wrong (the product's rules, then the
 * server's refusals), and the first such field takes the focus. The page reloads after it is added.
 */
export default function AddPart({ orderId }: { orderId: string }) {
  const ready = useHydrated();
  const id = useId();
  const extras = useLoad(`extras:${orderId}`, () => apiGet('garage-timeline/{id}/extras', { id: orderId }));
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<AddPartErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The field to focus once React has drawn the messages and enabled the form again (a server's refusal
  // arrives while the fieldset is still disabled, and a disabled field cannot take the focus).
  const [focusField, setFocusField] = useState<AddPartField | null>(null);
  useEffect(() => {
    if (!focusField || busy) return;
    controls.current[focusField]?.focus();
    setFocusField(null);
  }, [focusField, busy]);
  const controls = useRef<Partial<Record<AddPartField, Control | null>>>({});
  const items = extras.status === 'ready' ? extras.data.items : [];

  // A field changed answers its own message.
  const change = (patch: Partial<AddPartDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((all) =>
      Object.fromEntries(Object.entries(all).filter(([field]) => !(field in patch) && !(field === 'part' && 'item' in patch))),
    );
  };
  const pick = (value: string) => {
    const chosen = items.find((i) => i.id === value);
    // The catalogue's price for this car, as the service cost: the advisor may split it or change it.
    change(
      chosen
        ? { item: value, part: chosen.name, labour: '0', partCost: '0', service: String(chosen.price_paise / 100) }
        : { item: OTHER, part: '' },
    );
  };
  /** Shows the messages; the first field with one takes the focus (after React has drawn it). */
  const show = (found: AddPartErrors) => {
    setErrors(found);
    setFocusField(ADD_PART_FIELDS.find((field) => found[field]) ?? null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = addPartErrors(draft);
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    setBusy(true);
    try {
      await apiPost('garage-timeline/{id}/lines', { id: orderId, ...addPartLine(draft) });
      window.location.reload();
    } catch (failure) {
      setBusy(false);
      const refused = failure instanceof ApiError ? addPartRefusal(failure, draft) : null;
      if (refused) show(refused);
      else setError(failureMessage(failure));
    }
  };

  /** A field's label, control and message, tied by id; the control gets its ref and its invalid state. */
  const field = (name: AddPartField, label: ReactNode, control: (props: Record<string, unknown>) => ReactNode) => (
    <div className={`add-part__field add-part__field--${name}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control({
        id: `${id}-${name}`,
        ref: (element: Control | null) => {
          controls.current[name] = element;
        },
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
      })}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="add-part__error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const amount = (name: 'labour' | 'partCost' | 'service', label: string) =>
    field(name, label, (props) => (
      <input {...props} inputMode="decimal" required value={draft[name]} onChange={(e) => change({ [name]: e.target.value })} />
    ));

  const errorId = `${id}-error`;
  const refused = items.filter((i) => i.refusal);
  return (
    <form className="add-part" onSubmit={(e) => void submit(e)} noValidate aria-describedby={errorId}>
      <fieldset disabled={busy || !ready}>
        <legend>Add an extra part</legend>
        {extras.status === 'ready' && extras.data.included.length > 0 ? (
          <details className="add-part__included">
            <summary>
              Included in the {extras.data.plan_name ?? 'booked'} plan: not billed again ({extras.data.included.length})
            </summary>
            <p>{extras.data.included.join(' · ')}</p>
          </details>
        ) : null}
        {field('item', 'From the catalogue', (props) => (
          <select {...props} value={draft.item} onChange={(e) => pick(e.target.value)}>
            <option value={OTHER}>
              {extras.status === 'loading' ? 'Loading the catalogue…' : 'A part the catalogue does not have (type it)'}
            </option>
            {items.map((i) => (
              <option key={i.id} value={i.id} disabled={i.refusal !== null}>
                {i.name} · {formatInr(i.price_paise)}
                {i.refusal ? ' (already booked or included)' : ''}
              </option>
            ))}
          </select>
        ))}
        {extras.status === 'error' ? (
          <p className="add-part__hint" role="status">
            The catalogue did not load: type the part in.{' '}
            <button type="button" className="button button--ghost" onClick={extras.retry}>
              Try again
            </button>
          </p>
        ) : null}
        {refused.length > 0 ? (
          <p className="add-part__hint">
            Not offered: {refused.map((i) => i.name).join(', ')}, booked with the service or included in its plan.
          </p>
        ) : null}
        {draft.item === OTHER
          ? field('part', 'Part', (props) => (
              <input
                {...props}
                required
                maxLength={PART_NAME_LENGTH.max}
                value={draft.part}
                onChange={(e) => change({ part: e.target.value })}
              />
            ))
          : null}
        <div className="add-part__costs">
          {amount('labour', 'Labour (₹)')}
          {amount('partCost', 'Part (₹)')}
          {amount('service', 'Service (₹)')}
        </div>
        {field('notes', 'Notes (optional)', (props) => (
          <input {...props} maxLength={PART_NOTE_MAX} value={draft.notes} onChange={(e) => change({ notes: e.target.value })} />
        ))}
        <label className="add-part__check">
          <input type="checkbox" checked={draft.approved} onChange={(e) => change({ approved: e.target.checked })} /> Approved by me (no
          question to the customer)
        </label>
        <button type="submit" className="button button--ghost">
          Add part
        </button>
      </fieldset>
      <FieldError id={errorId} error={error} />
    </form>
  );
}
