import { useId, useState } from 'react';
import { apiGet, apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { useLoad } from '../use-load';
import { rupeesToPaise } from '@/lib/money-input';
import { formatInr } from '@/lib/money';

/** The choice that types a part the catalogue does not have. */
const OTHER = '';

/**
 * The survey's form on the console: an extra part from the catalogue for this car (priced for it; work
 * already booked or included in the booked plan cannot be picked, and says why) or, for what the
 * catalogue lacks, typed in; its net labour, part and service cost in rupees, a note, and whether the
 * advisor approves it outright. The page reloads after it is added.
 */
export default function AddPart({ orderId }: { orderId: string }) {
  const ready = useHydrated();
  const id = useId();
  const extras = useLoad(`extras:${orderId}`, () => apiGet('garage-timeline/{id}/extras', { id: orderId }));
  const [item, setItem] = useState(OTHER);
  const [fields, setFields] = useState({ part: '', labour: '0', partCost: '0', service: '0', notes: '' });
  const [approved, setApproved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const items = extras.status === 'ready' ? extras.data.items : [];
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => setFields({ ...fields, [name]: e.target.value });
  const pick = (value: string) => {
    setItem(value);
    const chosen = items.find((i) => i.id === value);
    // The catalogue's price for this car, as the service cost: the advisor may split it or change it.
    setFields(
      chosen
        ? { ...fields, part: chosen.name, labour: '0', partCost: '0', service: String(chosen.price_paise / 100) }
        : { ...fields, part: '' },
    );
  };
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const amounts = [fields.labour, fields.partCost, fields.service].map(rupeesToPaise);
    if (amounts.some((a) => a === null)) {
      setError('Enter each cost in rupees, like 450 or 1800.50 (0 when there is none)');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiPost('garage-timeline/{id}/lines', {
        id: orderId,
        part_name: fields.part,
        ...(item !== OTHER ? { catalogue_item_id: item } : {}),
        net_labour_cost: amounts[0]!,
        net_part_cost: amounts[1]!,
        net_service_cost: amounts[2]!,
        ...(fields.notes.trim() ? { notes: fields.notes.trim() } : {}),
        approved_by_advisor: approved,
      });
      window.location.reload();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  const errorId = `${id}-error`;
  const refused = items.filter((i) => i.refusal);
  return (
    <form className="add-part" onSubmit={(e) => void submit(e)} aria-describedby={errorId}>
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
        <label>
          From the catalogue
          <select value={item} onChange={(e) => pick(e.target.value)}>
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
        </label>
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
        {item === OTHER ? (
          <label>
            Part
            <input required minLength={2} maxLength={80} value={fields.part} onChange={set('part')} />
          </label>
        ) : null}
        <div className="add-part__costs">
          <label>
            Labour (₹)
            <input inputMode="decimal" required value={fields.labour} onChange={set('labour')} />
          </label>
          <label>
            Part (₹)
            <input inputMode="decimal" required value={fields.partCost} onChange={set('partCost')} />
          </label>
          <label>
            Service (₹)
            <input inputMode="decimal" required value={fields.service} onChange={set('service')} />
          </label>
        </div>
        <label>
          Notes (optional)
          <input maxLength={300} value={fields.notes} onChange={set('notes')} />
        </label>
        <label className="add-part__check">
          <input type="checkbox" checked={approved} onChange={(e) => setApproved(e.target.checked)} /> Approved by me (no question to the
          customer)
        </label>
        <button type="submit" className="button button--ghost">
          Add part
        </button>
      </fieldset>
      <FieldError id={errorId} error={error} />
    </form>
  );
}
