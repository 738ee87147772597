import type { ReactNode, RefObject } from 'react';
import { carryOver } from '@/lib/carry-over';
import { withBase } from '@/lib/paths';
import type { GarageSummary } from '@/lib/garage-mapping';
import { NOTIFY_AFTER_CENTRES, notifyOfferText, pickupLine, unservedHeading, unservedLead } from '@/lib/unserved-pincode';
import type { GarageQuery, GarageSearch, NearbyAnswer } from './use-garage-search';
import GarageCard from './GarageCard';

interface Props {
  state: GarageSearch;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
  onTryAnotherPincode: () => void;
  renderActions: (garage: GarageSummary) => ReactNode;
}

function notifyHref(query: GarageQuery): string {
  const param =
    query.kind === 'pincode'
      ? `pincode=${encodeURIComponent(query.pincode)}`
      : query.kind === 'city'
        ? `city=${encodeURIComponent(query.city)}`
        : '';
  const href = `${withBase('/notify-me')}${param ? `?${param}` : ''}`;
  return typeof window === 'undefined' ? href : carryOver(window.location.search, href);
}

function foundHeading(query: GarageQuery, count: number): string {
  if (query.kind === 'pincode') return `Service centre for ${query.pincode}`;
  if (query.kind === 'city') return `${count === 1 ? 'Service centre' : 'Service centres'} in ${query.city}`;
  return 'Service centres nearest to you';
}

function noneHeading(query: GarageQuery): string {
  if (query.kind === 'city') return `No service centre in ${query.city} yet`;
  return 'No service centre near you yet';
}

/** What the latest search found: garages to choose from, nothing yet, or a failure to retry. */
export default function GarageResults({ state, headingRef, onRetry, onTryAnotherPincode, renderActions }: Props) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') {
    return (
      <p className="location-results__loading" role="status">
        <span className="location-spinner" aria-hidden="true" /> Looking for service centres…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="location-results__problem card" role="alert">
        <h2 ref={headingRef} tabIndex={-1}>
          We couldn't search right now
        </h2>
        <p>{state.message}</p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.status === 'none') {
    const { query } = state;
    if (query.kind === 'pincode') {
      return (
        <UnservedPincodeResults
          pincode={query.pincode}
          nearby={state.nearby}
          headingRef={headingRef}
          notifyHref={notifyHref(query)}
          onTryAnotherPincode={onTryAnotherPincode}
          renderActions={renderActions}
        />
      );
    }
    return (
      <div className="location-results__problem card">
        <h2 ref={headingRef} tabIndex={-1}>
          {noneHeading(query)}
        </h2>
        <p>We're adding partner service centres every month. Leave your number and we'll tell you when we start near you.</p>
        <div className="location-results__actions">
          <a className="button" href={notifyHref(query)}>
            Notify me when you start here
          </a>
        </div>
      </div>
    );
  }
  const heading = foundHeading(state.query, state.garages.length);
  return (
    <div className="location-results__found">
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {state.area && <p className="location-results__area">Serving {state.area}</p>}
      <p className="visually-hidden" role="status">
        {state.garages.length === 1 ? '1 service centre found' : `${state.garages.length} service centres found`}
      </p>
      <ul className="location-results__list" aria-label={heading}>
        {state.garages.map((garage) => (
          <li key={garage.garageId}>
            <GarageCard garage={garage}>{renderActions(garage)}</GarageCard>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface UnservedProps {
  pincode: string;
  nearby?: NearbyAnswer;
  headingRef: RefObject<HTMLHeadingElement | null>;
  notifyHref: string;
  onTryAnotherPincode: () => void;
  renderActions: (garage: GarageSummary) => ReactNode;
}

/** A pincode no centre serves: the nearest centres to choose from first, then the offer to be told when pick-up reaches it. */
function UnservedPincodeResults({ pincode, nearby, headingRef, notifyHref: href, onTryAnotherPincode, renderActions }: UnservedProps) {
  const centres = nearby?.centres ?? [];
  const heading = unservedHeading(pincode, centres.length);
  return (
    <div className="location-results__unserved card">
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p className="location-results__lead">{unservedLead(pincode, centres, nearby ? nearby.place : undefined)}</p>
      {centres.length > 0 && (
        <ul className="location-results__list" aria-label={heading}>
          {centres.map(({ garage, pickupReaches }) => (
            <li key={garage.garageId}>
              <GarageCard garage={garage}>
                <p className={`location-pickup${pickupReaches ? '' : ' location-pickup--no'}`}>{pickupLine(pincode, pickupReaches)}</p>
                {renderActions(garage)}
              </GarageCard>
            </li>
          ))}
        </ul>
      )}
      <div className="location-results__notify">
        {centres.length > 0 && <p className="location-results__wait">{NOTIFY_AFTER_CENTRES}</p>}
        <div className="location-results__actions location-results__actions--pair">
          <a className={centres.length > 0 ? 'button button--ghost' : 'button'} href={href}>
            {notifyOfferText(pincode)}
          </a>
          <button type="button" className="button button--ghost" onClick={onTryAnotherPincode}>
            Try another pincode
          </button>
        </div>
      </div>
    </div>
  );
}
