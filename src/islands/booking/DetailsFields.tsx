import { useId } from 'react';
import type { DetailsDraft, DetailsErrors, DetailsField } from '@/lib/pay-form';

interface Props {
  value: DetailsDraft;
  errors: DetailsErrors;
  /** The signed-in account's number, as shown. */
  phone: string;
  needsRegistration: boolean;
  onChange: (patch: Partial<DetailsDraft>) => void;
}

interface FieldSpec {
  key: DetailsField;
  label: string;
  optional?: boolean;
  type?: string;
  autoComplete: string;
  maxLength: number;
  hint?: string;
  placeholder?: string;
}

/** The customer's details: name, the verified mobile number (read-only), an optional e-mail, and the car's number when the booking has none. */
export default function DetailsFields({ value, errors, phone, needsRegistration, onChange }: Props) {
  const id = useId();
  const field = (f: FieldSpec) => {
    const error = errors[f.key];
    const described = [f.hint ? `${id}-${f.key}-hint` : '', error ? `${id}-${f.key}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="pay-field" key={f.key}>
        <label htmlFor={`${id}-${f.key}`} className="pay-field__label">
          {f.label}
          {f.optional && <span className="pay-field__optional"> (optional)</span>}
        </label>
        <input
          id={`${id}-${f.key}`}
          className="pay-field__input"
          name={f.key}
          type={f.type ?? 'text'}
          autoComplete={f.autoComplete}
          maxLength={f.maxLength}
          placeholder={f.placeholder}
          value={value[f.key]}
          onChange={(e) => onChange({ [f.key]: e.target.value })}
          autoCapitalize={f.key === 'registration' ? 'characters' : undefined}
          spellCheck={f.key === 'fullName' ? false : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          required={!f.optional}
        />
        {f.hint && (
          <p id={`${id}-${f.key}-hint`} className="pay-field__hint">
            {f.hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${f.key}-error`} className="pay-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="pay-fields">
      {field({ key: 'fullName', label: 'Full name', autoComplete: 'name', maxLength: 80 })}
      <div className="pay-field">
        <label htmlFor={`${id}-phone`} className="pay-field__label">
          Mobile number
        </label>
        <div className="pay-phone">
          <input
            id={`${id}-phone`}
            className="pay-field__input pay-phone__input"
            type="tel"
            value={phone}
            readOnly
            aria-describedby={`${id}-phone-verified`}
          />
          <span id={`${id}-phone-verified`} className="pay-phone__verified">
            <span aria-hidden="true">✓</span> Verified
          </span>
        </div>
        <p className="pay-field__hint">The number you signed in with: booking updates come to it by SMS.</p>
      </div>
      {field({
        key: 'email',
        label: 'E-mail',
        optional: true,
        type: 'email',
        autoComplete: 'email',
        maxLength: 120,
        hint: 'For a copy of the receipt.',
      })}
      {needsRegistration &&
        field({
          key: 'registration',
          label: 'Registration number',
          autoComplete: 'off',
          maxLength: 20,
          placeholder: 'KA 05 MN 1234',
          hint: "As on the car's number plate: the service centre checks it when the car is handed over.",
        })}
    </div>
  );
}
