import type { ReactNode } from 'react';
import { goToStep } from '@/islands/navigation';
import { flowPath } from '@/lib/paths';
import type { ChoiceNotice } from './use-choose-garage';

interface Props {
  garageName: string;
  busy: boolean;
  notice?: ChoiceNotice;
  onChoose: () => void;
  /** The button's text: 'Choose this service centre' unless told. */
  label?: string;
  /** Further buttons beside it. */
  children?: ReactNode;
}

/** The card's choose button, and why the choice did not go through when it did not. */
export default function GarageChoice({ garageName, busy, notice, onChoose, label = 'Choose this service centre', children }: Props) {
  return (
    <>
      {notice?.kind === 'unserviceable' && (
        <div className="location-notice" role="alert">
          <p>{notice.message}.</p>
          <p>
            Choose another service centre, or{' '}
            <a
              href={flowPath('mmv')}
              onClick={(e) => {
                e.preventDefault();
                goToStep('mmv');
              }}
            >
              change your car
            </a>
            .
          </p>
        </div>
      )}
      {notice?.kind === 'error' && (
        <div className="location-notice location-notice--error" role="alert">
          <p>{notice.message}</p>
        </div>
      )}
      <div className="location-choice">
        {notice?.kind !== 'unserviceable' && (
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onChoose();
            }}
          >
            {busy ? 'Checking…' : notice?.kind === 'error' ? 'Try again' : label}
            <span className="visually-hidden">: {garageName}</span>
          </button>
        )}
        {children}
      </div>
    </>
  );
}
