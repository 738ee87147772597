import type { DayTab, SlotChoice } from '@/lib/slot-choice';

interface Props {
  tab: DayTab;
  chosen: string | null;
  onChoose: (id: string) => void;
  idBase: string;
}

/** What a screen reader hears after a slot's time: 'Same-day service, 2 left' or 'Full'. */
const describe = (s: SlotChoice) => [s.tag, s.sameDay ? 'Same-day service' : null, s.reason, s.left].filter(Boolean).join(', ');

/** One day's slots as whole-card radios; full and closed ones disabled with their reason. */
export default function SlotOptions({ tab, chosen, onChoose, idBase }: Props) {
  return (
    <div className="slot-panel" role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${tab.date}`}>
      {tab.closedReason !== null ? (
        <p className="card slot-closed">
          The service centre is closed on {tab.title}: {tab.closedReason}.
        </p>
      ) : (
        <fieldset className="pick-group">
          <legend>Slots on {tab.title}</legend>
          {tab.slots.length === 0 && <p className="choice-hint">No slots on this day.</p>}
          <div className="slot-list">
            {tab.slots.map((s) => {
              const id = `${idBase}-${s.id}`;
              const checked = s.id === chosen;
              return (
                <label key={s.id} className={`slot-card card${checked ? ' slot-card--checked' : ''}${s.disabled ? ' slot-card--off' : ''}`}>
                  <input
                    type="radio"
                    name={`${idBase}-slot`}
                    value={s.id}
                    checked={checked}
                    disabled={s.disabled}
                    onChange={() => onChoose(s.id)}
                    aria-labelledby={`${id}-time`}
                    aria-describedby={`${id}-about`}
                  />
                  <span className="slot-card__body">
                    <span className="slot-card__time" id={`${id}-time`}>
                      {s.label}
                    </span>
                    <span className="visually-hidden" id={`${id}-about`}>
                      {describe(s)}
                    </span>
                    <span className="slot-card__meta" aria-hidden="true">
                      {s.tag && <span className="slot-tag slot-tag--mine">{s.tag}</span>}
                      {s.sameDay && <span className="slot-tag slot-tag--same">Same-day service</span>}
                      {s.reason && <span className="slot-tag slot-tag--off">{s.reason}</span>}
                      {s.left && <span className={`slot-left${s.fewLeft ? ' slot-left--few' : ''}`}>{s.left}</span>}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
