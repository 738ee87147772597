import type { ApiError } from '@/islands/api-client';
import { carryOver } from '@/lib/carry-over';
import { flowPath } from '@/lib/paths';

export const NO_PLANS = 'There are no service plans for this car at this service centre yet';

interface Props { error: ApiError; retry: () => void }

/** A failed price look-up: a missing price list offers another car or centre, anything else a retry. */
export default function PriceError({ error, retry }: Props) {
  const href = (route: string) => carryOver(window.location.search, flowPath(route));
  if (error.status === 404) {
    return (
      <section className="card choice-notice choice-notice--error" role="alert">
        <h2>{NO_PLANS}</h2>
        {error.message !== NO_PLANS && <p>{error.message}</p>}
        <p>Try another car or a different service centre near you.</p>
        <div className="choice-notice__actions">
          <a className="button button--ghost" href={href('mmv')}>Change car</a>
          <a className="button button--ghost" href={href('location-vehicle-check')}>Change service centre</a>
        </div>
      </section>
    );
  }
  return (
    <section className="card choice-notice choice-notice--error" role="alert">
      <h2>We couldn't load the prices</h2>
      <p>{error.message}</p>
      <button type="button" className="button" onClick={retry}>Retry</button>
    </section>
  );
}
