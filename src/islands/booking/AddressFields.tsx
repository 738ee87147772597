import { useId } from 'react';
import type { AddressDraft, AddressErrors } from '@/lib/address-form';

interface Props {
  value: AddressDraft;
  errors: AddressErrors;
  onChange: (patch: Partial<AddressDraft>) => void;
}

type Key = keyof Omit<AddressDraft, 'latitude' | 'longitude'>;
const FIELDS: { key: Key; label: string; autoComplete: string; optional?: boolean; inputMode?: 'numeric' }[] = [
  { key: 'houseNumber', label: 'House or flat number', autoComplete: 'address-line1', optional: true },
  { key: 'line', label: 'Street and building', autoComplete: 'address-line2' },
  { key: 'locality', label: 'Locality', autoComplete: 'address-level3', optional: true },
  { key: 'landmark', label: 'Landmark', autoComplete: 'off', optional: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State', autoComplete: 'address-level1' },
  { key: 'pincode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** The address as a person types it, each field with its label and its own error. */
export default function AddressFields({ value, errors, onChange }: Props) {
  const id = useId();
  return (
    <div className="address-form__grid">
      {FIELDS.map((f) => {
        const error = errors[f.key as keyof AddressErrors];
        return (
          <div key={f.key} className={`address-form__field address-form__field--${f.key}`}>
            <label htmlFor={`${id}-${f.key}`} className="address-form__label">
              {f.label}
              {f.optional && <span className="address-form__optional"> (optional)</span>}
            </label>
            <input
              id={`${id}-${f.key}`}
              className="address-form__input"
              name={f.key}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              maxLength={f.key === 'pincode' ? 6 : f.key === 'line' ? 200 : 80}
              value={value[f.key]}
              onChange={(e) => onChange({ [f.key]: f.key === 'pincode' ? e.target.value.replace(/\D/g, '') : e.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${f.key}-error` : undefined}
            />
            {error && (
              <p id={`${id}-${f.key}-error`} className="issue-error address-form__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
