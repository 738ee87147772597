import { useId, useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { rupeesToPaise } from '@/lib/money-input';

/**
 * The survey's form on the console: a damaged part with its net labour, part and service cost in
 * rupees, a note, and whether the advisor approves it outright. The page reloads after it is added.
 */
export default function AddPart({ orderId }: { orderId: string }) {
  const ready = useHydrated();
  const id = useId();
  const [fields, setFields] = useState({ part: '', labour: '', partCost: '', service: '', notes: '' });
  const [approved, setApproved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => setFields({ ...fields, [name]: e.target.value });
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
        id: orderId, part_name: fields.part, net_labour_cost: amounts[0]!, net_part_cost: amounts[1]!, net_service_cost: amounts[2]!,
        ...(fields.notes.trim() ? { notes: fields.notes.trim() } : {}), approved_by_advisor: approved,
      });
      window.location.reload();
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  const errorId = `${id}-error`;
  return (
    <form className="add-part" onSubmit={(e) => void submit(e)} aria-describedby={errorId}>
      <fieldset disabled={busy || !ready}>
        <legend>Add a damaged part</legend>
        <label>Part<input required minLength={2} maxLength={80} value={fields.part} onChange={set('part')} /></label>
        <div className="add-part__costs">
          <label>Labour (₹)<input inputMode="decimal" required value={fields.labour} onChange={set('labour')} /></label>
          <label>Part (₹)<input inputMode="decimal" required value={fields.partCost} onChange={set('partCost')} /></label>
          <label>Service (₹)<input inputMode="decimal" required value={fields.service} onChange={set('service')} /></label>
        </div>
        <label>Notes (optional)<input maxLength={300} value={fields.notes} onChange={set('notes')} /></label>
        <label className="add-part__check"><input type="checkbox" checked={approved} onChange={(e) => setApproved(e.target.checked)} /> Approved by me (no question to the customer)</label>
        <button type="submit" className="button button--ghost">Add part</button>
      </fieldset>
      <FieldError id={errorId} error={error} />
    </form>
  );
}
