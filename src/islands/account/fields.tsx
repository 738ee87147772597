// The fields of the account forms (sign-in, change of number, deleting the account): one mobile
// number field with its +91, one 6-digit code field, one error line, each tied to the error by id.
import type { Ref } from 'react';
import { ApiError } from '../api-client';
import { track } from '../analytics';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the form's error line, when it shows an error. */
  errorId?: string;
  disabled?: boolean;
}

const invalid = (errorId?: string) => ({ 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId });

/** A 10-digit Indian mobile number, shown after +91. */
export function PhoneField({ id, label, value, onChange, errorId, disabled, placeholder }: FieldProps & { placeholder?: string }) {
  return (
    <>
      <label className="sign-in__label" htmlFor={id}>
        {label}
      </label>
      <div className="sign-in__phone">
        <span aria-hidden="true">+91</span>
        <input
          id={id}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          required
          {...invalid(errorId)}
        />
      </div>
    </>
  );
}

/** The 6-digit code from the SMS (digits only; the phone may offer it from the message). */
export function CodeField({ id, label, value, onChange, errorId, disabled, inputRef }: FieldProps & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <>
      <label className="sign-in__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="sign-in__code"
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        disabled={disabled}
        required
        {...invalid(errorId)}
      />
    </>
  );
}

/** The form's error line, announced as it appears. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className="sign-in__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** What a failed call says: the server's message, or a plain sentence when there is none. */
/**
 * The message an island shows for a failed call. Islands call it as they show the message, so each
 * one shown is reported once, as `error_shown` with the error's code (what the dashboard counts
 * beside the step it happened on; the page's own properties say which step).
 */
export function failureMessage(error: unknown): string {
  track('error_shown', { code: error instanceof ApiError ? error.code : 'UNEXPECTED' });
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}
