import type { ApiError } from '@/islands/api-client';
import { CHOOSE_AGAIN_CODES, errorText } from '@/islands/error-texts';
import { carryOver } from '@/lib/carry-over';
import { flowPath } from '@/lib/paths';

interface Props {
  error: ApiError;
  retry: () => void;
}

/** A failed price look-up: no prices for this car here offers another car or centre; anything else a retry. */
export default function PriceError({ error, retry }: Props) {
  const href = (route: string) => carryOver(window.location.search, flowPath(route));
  if (CHOOSE_AGAIN_CODES.includes(error.code)) {
    const text = errorText(error.code);
    return (
      <section className="card choice-notice choice-notice--error" role="alert">
        <h2>{text.title}</h2>
        {error.message !== text.title && <p>{error.message}</p>}
        {text.body && <p>{text.body}</p>}
        <div className="choice-notice__actions">
          <a className="button button--ghost" href={href('mmv')}>
            Change car
          </a>
          <a className="button button--ghost" href={href('location-vehicle-check')}>
            Change service centre
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className="card choice-notice choice-notice--error" role="alert">
      <h2>We couldn't load the prices</h2>
      <p>{error.message}</p>
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </section>
  );
}
