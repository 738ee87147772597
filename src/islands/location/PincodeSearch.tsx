import { useId, useState, type FormEvent, type RefObject } from 'react';
import { pincodeError } from '@/contracts/input-patterns';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSearch: (pincode: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The pincode form: checks the six digits before anything is asked of the server. */
export default function PincodeSearch({ value, onChange, onSearch, inputRef }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const pincode = value.replace(/\s/g, '');
    const problem = pincodeError(pincode);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    onSearch(pincode);
  }

  return (
    <form className="location-form" onSubmit={submit} noValidate>
      <label className="location-form__label" htmlFor={`${id}-pin`}>
        Pincode
      </label>
      <div className="location-form__row">
        <input
          ref={inputRef}
          id={`${id}-pin`}
          className="location-form__input"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          enterKeyHint="search"
          maxLength={7}
          placeholder="e.g. 560068"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button className="button" type="submit">
          Find
        </button>
      </div>
      {error && (
        <p className="location-form__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
