import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { goToStep } from '@/islands/navigation';
import { $journey, updateChoice } from '@/stores/journey';
import { ServiceKind } from '@/contracts/vocabulary';
import { ISSUE_REQUIRED, NOTE_MAX, NOTE_MIN, SYMPTOMS, isIssueComplete, type Issue } from './issue';
import './pick.css';

interface Props {
  id: string;
}

const NO_ISSUE: Issue = { symptoms: [], note: '' };

/** Store every change so a reload keeps it; the service type follows the page. */
function save(issue: Issue) {
  updateChoice(ServiceKind.not_sure_about_issue, { issue });
}

/** Symptom chips and a note, kept in the journey; submitting (the summary's Continue) checks that something was said. */
export default function IssueForm({ id }: Props) {
  const { symptoms, note } = useStore($journey).issue ?? NO_ISSUE;
  const [error, setError] = useState(false);

  const change = (next: Issue) => {
    if (isIssueComplete(next)) setError(false);
    save(next);
  };
  const toggle = (symptom: string, on: boolean) => {
    const others = symptoms.filter((s) => s !== symptom);
    // Keep the chips' own order whatever the order of clicks.
    change({ symptoms: SYMPTOMS.filter((s) => (on ? [...others, symptom] : others).includes(s)), note });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = { symptoms, note: note.trim() };
    if (!isIssueComplete(issue)) {
      setError(true);
      // Bring the chips into view: on phones the Continue that submitted sits far below them.
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    save(issue);
    goToStep('pickup-drop', { params: { category: ServiceKind.not_sure_about_issue } });
  };

  return (
    <form id={id} className="card issue-form" onSubmit={submit} noValidate aria-labelledby="issue-heading">
      <h2 id="issue-heading">Describe the symptoms</h2>
      <p className="choice-hint">Tell us what you notice. Pick any that apply, or describe it in your own words.</p>
      <fieldset className="pick-group" aria-describedby={error ? 'issue-error' : undefined}>
        <legend>What do you notice?</legend>
        {error && (
          <p id="issue-error" className="issue-error" role="alert">
            {ISSUE_REQUIRED}
          </p>
        )}
        <div className="chips">
          {SYMPTOMS.map((symptom) => (
            <label key={symptom} className="chip">
              <input type="checkbox" checked={symptoms.includes(symptom)} onChange={(e) => toggle(symptom, e.target.checked)} />
              <span className="chip__tick" aria-hidden="true">
                ✓
              </span>
              {symptom}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="issue-note">
        <label htmlFor="issue-note">Or describe it in your own words</label>
        <span id="issue-note-hint" className="choice-meta">
          At least {NOTE_MIN} characters when no symptom above fits.
        </span>
        <textarea
          id="issue-note"
          rows={4}
          maxLength={NOTE_MAX}
          value={note}
          aria-describedby="issue-note-hint issue-note-count"
          placeholder="For example: a grinding noise from the front left wheel when I brake"
          onChange={(e) => change({ symptoms, note: e.target.value.slice(0, NOTE_MAX) })}
        />
        <span id="issue-note-count" className="choice-meta issue-count">
          {note.length}/{NOTE_MAX} characters
        </span>
      </div>
    </form>
  );
}
