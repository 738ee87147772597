import { useEffect, useId, useRef, useState } from 'react';
import { apiGet, ApiError } from '@/islands/api-client';
import type { ApiData } from '@/contracts/endpoints';

type Prediction = ApiData<'maps/autocomplete'>['predictions'][number];

interface Props {
  garageId: string;
  /** A place was picked: its id, for the geocode look-up. */
  onPick: (prediction: Prediction) => void;
}

/** Spec §9: debounce 300 ms, minimum length 0, page size 5. */
const DEBOUNCE_MS = 300;
/** Where the places come from, under the list: Google asks for it, and India Post's directory is credited. */
const CREDITS: Record<string, string> = { google: 'Powered by Google', 'india-post': "Places from India Post's pincode directory" };

/**
 * Place search as a combobox (WAI-ARIA 1.2 pattern): suggestions as you type, and before typing the
 * areas the centre picks up from; arrows move, Enter picks, Escape closes.
 */
export default function PlaceSearch({ garageId, onPick }: Props) {
  const id = useId();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Prediction[]>([]);
  const [provider, setProvider] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const request = useRef(0);

  useEffect(() => {
    if (!open) return;
    const mine = ++request.current;
    const timer = setTimeout(() => {
      setSearching(true);
      apiGet('maps/autocomplete', { input: input.trim(), garage_id: garageId, limit: 5 }, { shared: true })
        .then((answer) => {
          if (mine === request.current) {
            setOptions(answer.predictions);
            setProvider(answer.provider);
            setActive(-1);
            setError(null);
          }
        })
        .catch((failure: unknown) => {
          if (mine === request.current) {
            setOptions([]);
            setError(failure instanceof ApiError ? failure.message : 'Address search is not answering; type the address below.');
          }
        })
        .finally(() => {
          if (mine === request.current) setSearching(false);
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, open, garageId]);

  const pick = (prediction: Prediction) => {
    setInput(prediction.description);
    setOpen(false);
    onPick(prediction);
  };

  const onKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Escape') setOpen(false);
  };

  const listId = `${id}-places`;
  const credit = provider && Object.hasOwn(CREDITS, provider) ? CREDITS[provider] : undefined;
  const expanded = open && (options.length > 0 || searching);
  return (
    <div className="place-search">
      <label htmlFor={`${id}-input`} className="address-form__label">
        Search for your area or pincode
      </label>
      <input
        id={`${id}-input`}
        className="address-form__input"
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="e.g. 560068 or Kudlu Gate"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${id}-option-${active}` : undefined}
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKey}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={listId} role="listbox" aria-label="Places" className="place-search__list" hidden={!expanded}>
        {searching && options.length === 0 && (
          <li className="place-search__status" role="presentation">
            Searching…
          </li>
        )}
        {options.map((option, i) => (
          <li
            key={option.place_id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={`place-search__option${i === active ? ' place-search__option--active' : ''}`}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(option);
            }}
          >
            <span className="place-search__main">{option.main_text}</span>
            <span className="place-search__secondary">{option.secondary_text}</span>
          </li>
        ))}
        {options.length > 0 && credit && (
          <li className="place-search__credit" role="presentation">
            {credit}
          </li>
        )}
      </ul>
      {open && !searching && options.length === 0 && input.trim().length > 0 && !error && (
        <p className="choice-hint" role="status">
          No places found. Type the address below.
        </p>
      )}
      {error && (
        <p className="issue-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
