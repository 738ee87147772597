import { useId } from 'react';
import { Slot, type SlotType } from '@/contracts/vocabulary';
import './pick.css';

/** The three ways to hand the car over (docs/decisions/016: slot booking is a bay while you wait). */
export const HANDOVER_OPTIONS: readonly { id: SlotType; name: string; about: string }[] = [
  {
    id: Slot.PICK_AND_DROP,
    name: 'Pick-up and drop',
    about: 'Our driver collects the car from your address and brings it back after the service.',
  },
  {
    id: Slot.SELF_DROP,
    name: 'Self-drop',
    about: 'You drop the car at the service centre in your chosen time and collect it when it is ready.',
  },
  {
    id: Slot.SLOT_BOOKING,
    name: 'Wait at the centre',
    about: 'Bring the car at your time; a bay is kept for you and the work is done while you wait in the lounge.',
  },
];

interface Props {
  value: SlotType;
  onChange: (value: SlotType) => void;
  disabled?: boolean;
}

/** The handover choice as whole-card radios. */
export default function HandoverOptions({ value, onChange, disabled }: Props) {
  const id = useId();
  return (
    <fieldset className="pick-group" disabled={disabled}>
      <legend className="visually-hidden">How would you like to hand over your car?</legend>
      <div className="pick-list">
        {HANDOVER_OPTIONS.map((option) => (
          <label key={option.id} className={`pick-card card${value === option.id ? ' pick-card--checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-handover`}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              aria-describedby={`${id}-${option.id}`}
            />
            <span className="pick-card__body">
              <span className="pick-card__name">{option.name}</span>
              <span className="choice-meta" id={`${id}-${option.id}`}>
                {option.about}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
