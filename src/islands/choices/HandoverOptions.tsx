import { Slot } from '@/contracts/vocabulary';

const OPTIONS = [
  { id: Slot.PICK_AND_DROP, name: 'Pick-up and drop', about: 'We collect the car from your address and bring it back after the service.' },
  { id: Slot.SELF_DROP, name: 'Self-drop', about: 'You drop the car at the service centre and collect it when it is ready.' },
] as const;

/** The two handover choices, shown but not yet bookable online. */
export default function HandoverOptions() {
  return (
    <fieldset className="pick-group" disabled>
      <legend>Handover options</legend>
      <div className="pick-list">
        {OPTIONS.map((option) => (
          <label key={option.id} className="pick-card card">
            <input type="radio" name="handover" value={option.id} disabled aria-describedby={`handover-${option.id}`} />
            <span className="pick-card__body">
              <span className="pick-card__top">
                <span className="pick-card__name">{option.name}</span>
                <span className="handover-soon">Online booking opens soon</span>
              </span>
              <span className="choice-meta" id={`handover-${option.id}`}>{option.about}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
