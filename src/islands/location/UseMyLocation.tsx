import { useState } from 'react';

interface Props {
  onLocate: (lat: number, lng: number) => void;
}

const MESSAGES: Record<number, string> = {
  1: 'Location access is turned off for this site. Allow it in your browser settings, or search by pincode or city.',
  2: "We couldn't find where you are. Try again, or search by pincode or city.",
  3: 'Finding your location took too long. Try again, or search by pincode or city.',
};

/** Asks the browser where the visitor is; a refusal or failure is explained, never silent. */
export default function UseMyLocation({ onLocate }: Props) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function locate() {
    if (!('geolocation' in navigator)) {
      setError("Your browser can't share your location. Search by pincode or city instead.");
      return;
    }
    setError(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocate(position.coords.latitude, position.coords.longitude);
      },
      (failure) => {
        setLocating(false);
        setError(MESSAGES[failure.code] ?? MESSAGES[2]!);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="location-locate">
      <button type="button" className="button button--ghost location-locate__button" onClick={locate} aria-busy={locating || undefined}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
        {locating ? 'Finding you…' : 'Use my location'}
      </button>
      {error && (
        <p className="location-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
