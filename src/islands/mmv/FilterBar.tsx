import { useId } from 'react';
import { BODY_LABELS, BODY_TYPES } from '@/contracts/vocabulary';
import { FUEL_CHIPS, toggle, type CatalogueFilters } from '@/lib/catalogue-filters';

interface Props {
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
  /** What the search box searches, as its label and placeholder. */
  label: string;
}

/** The search box and the body-type and fuel chips that narrow makes and models as the visitor types or taps. */
export function FilterBar({ filters, onChange, label }: Props) {
  const searchId = useId();
  return (
    <div className="mmv-filters">
      <label className="visually-hidden" htmlFor={searchId}>
        {label}
      </label>
      <input
        id={searchId}
        className="mmv-search"
        type="search"
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        maxLength={50}
        value={filters.query}
        onChange={(e) => onChange({ ...filters, query: e.target.value })}
      />
      <div className="mmv-chip-groups">
        <fieldset className="mmv-chips">
          <legend className="visually-hidden">Body type</legend>
          {BODY_TYPES.map((body) => (
            <button
              key={body}
              type="button"
              className="mmv-chip"
              aria-pressed={filters.bodyTypes.includes(body)}
              onClick={() => onChange({ ...filters, bodyTypes: toggle(filters.bodyTypes, body) })}
            >
              {BODY_LABELS[body]}
            </button>
          ))}
        </fieldset>
        <fieldset className="mmv-chips">
          <legend className="visually-hidden">Fuel</legend>
          {FUEL_CHIPS.map((fuel) => (
            <button
              key={fuel.id}
              type="button"
              className="mmv-chip"
              aria-pressed={filters.fuels.includes(fuel.id)}
              onClick={() => onChange({ ...filters, fuels: toggle(filters.fuels, fuel.id) })}
            >
              {fuel.label}
            </button>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
