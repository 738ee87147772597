import { useId } from 'react';
import type { CatalogueEntry } from '@/contracts/pricing';
import { formatInr } from '@/lib/money';
import { durationLabel } from './format';
import './pick.css';

interface Props {
  type: 'checkbox' | 'radio';
  group: string;
  item: CatalogueEntry;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A whole-card checkbox or radio for a repair or spa package: name, price, description, duration. */
export default function PickCard({ type, group, item, checked, onChange }: Props) {
  const id = useId();
  return (
    <label className={`pick-card card${checked ? ' pick-card--checked' : ''}`}>
      <input
        type={type}
        name={group}
        value={item.id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-price ${id}-about`}
      />
      <span className="pick-card__body">
        <span className="pick-card__top">
          <span className="pick-card__name" id={`${id}-name`}>
            {item.name}
          </span>
          <span className="choice-price" id={`${id}-price`}>
            {formatInr(item.price)}
          </span>
        </span>
        <span className="choice-meta" id={`${id}-about`}>
          {item.description} {durationLabel(item.duration_hours)}.
        </span>
      </span>
    </label>
  );
}
