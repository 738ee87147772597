import { useId, useState, type FormEvent } from 'react';
import { cityError } from '@/contracts/input-patterns';
import { canonicalCity } from '@/lib/cities';

interface Props {
  /** The cities with partner service centres, from the garages in the database. */
  cities: readonly string[];
  selected?: string;
  onSearch: (city: string) => void;
  /** Typing a city: results for another search no longer answer what the box says. */
  onEdit?: () => void;
}

/** A city by quick button or by name ('Bengaluru' finds Bangalore). */
export default function CitySearch({ cities, selected, onSearch, onEdit }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = cityError(value);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onSearch(canonicalCity(value.trim()));
  }

  return (
    <div className="location-city">
      <fieldset className="location-city__quick">
        <legend className="location-form__label">City</legend>
        <div className="location-city__buttons">
          {cities.map((city) => (
            <button key={city} type="button" className="location-chip" aria-pressed={selected === city} onClick={() => onSearch(city)}>
              {city}
            </button>
          ))}
        </div>
      </fieldset>
      <form className="location-form" onSubmit={submit} noValidate>
        <label className="location-form__label location-form__label--light" htmlFor={`${id}-city`}>
          Another city
        </label>
        <div className="location-form__row">
          <input
            id={`${id}-city`}
            className="location-form__input"
            type="text"
            autoComplete="address-level2"
            enterKeyHint="search"
            placeholder="e.g. Pune"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
              onEdit?.();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button className="button button--ghost" type="submit">
            Search
          </button>
        </div>
        {error && (
          <p className="location-form__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
