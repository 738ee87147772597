import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $journey } from '@/stores/journey';
import { pincodeError } from '@/contracts/input-patterns';
import { useHydrated } from '@/islands/use-hydrated';
import { revealAnswer, scrollBehavior } from '@/islands/scroll-into-view';
import { useGarageSearch, type GarageQuery, type GarageSearch } from './use-garage-search';
import { useChooseGarage } from './use-choose-garage';
import PincodeSearch from './PincodeSearch';
import CitySearch from './CitySearch';
import UseMyLocation from './UseMyLocation';
import GarageResults from './GarageResults';
import GarageChoice from './GarageChoice';
import CurrentGarage from './CurrentGarage';
import VehicleNote from './VehicleNote';
import './location.css';

interface Props {
  /** A pincode in the address that no garage serves (the layout already says so). */
  unservedPincode?: string;
  /** The cities with partner service centres. */
  cities: readonly string[];
}

/** Finds a service centre by pincode, city or the visitor's location, and checks it services the car. */
export default function LocationFinder({ unservedPincode, cities }: Props) {
  const journey = useStore($journey);
  const hydrated = useHydrated();
  const [pincode, setPincode] = useState('');
  const { state, search, clear } = useGarageSearch();
  const { busyId, notices, choose } = useChooseGarage();
  const pincodeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const focusResults = useRef(false);

  function run(query: GarageQuery, userAsked = true) {
    focusResults.current = userAsked;
    void search(query);
  }

  // Only a pincode in the address fills the search: one kept in storage may be a garage's own,
  // which the visitor never typed. A journey that has its garage already shows it, once.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const initial = params.get('pincode');
    if (!initial) return;
    setPincode(initial);
    if (params.get('garageId') || $journey.get().garage) return;
    // An unserved pincode in the address is already explained above the page.
    if (initial !== unservedPincode && !pincodeError(initial)) run({ kind: 'pincode', pincode: initial }, false);
  }, [unservedPincode]);

  // What is shown always answers what is in the search boxes: editing them drops older results.
  function editPincode(value: string) {
    setPincode(value);
    clear();
  }

  // On a phone the results sit below the search: bring them into view, and the reader's focus to
  // their heading (a screen reader then reads it out).
  useEffect(() => {
    if (state.status === 'loading' || state.status === 'idle' || !focusResults.current) return;
    focusResults.current = false;
    headingRef.current?.focus({ preventScroll: true });
    revealAnswer(resultsRef.current);
  }, [state.status]);

  function focusPincode() {
    pincodeRef.current?.focus();
    pincodeRef.current?.select();
    pincodeRef.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  }

  const query = state.status === 'idle' ? undefined : state.query;
  const searchedPincode = query?.kind === 'pincode' ? query.pincode : undefined;
  const chosen = hydrated ? journey.garage : undefined;
  // The chosen garage is shown once: among the results when they list it, else above them.
  const current = chosen && !listsGarage(state, chosen.garageId) ? chosen : undefined;

  return (
    <div className="location">
      {current && (
        <CurrentGarage
          garage={current}
          busy={busyId === current.garageId}
          notice={notices[current.garageId]}
          onContinue={() => void choose(current, journey.pincode)}
          onChange={focusPincode}
        />
      )}
      <div className="location__layout">
        <section className="location__search card" aria-labelledby="location-search-heading">
          <h2 id="location-search-heading" className="location__search-heading">
            {chosen ? 'Find another service centre' : 'Search for a service centre'}
          </h2>
          {hydrated && journey.vehicle && <VehicleNote vehicle={journey.vehicle} />}
          <PincodeSearch
            value={pincode}
            onChange={editPincode}
            inputRef={pincodeRef}
            onSearch={(pin) => run({ kind: 'pincode', pincode: pin })}
          />
          <p className="location__or" aria-hidden="true">
            <span>or</span>
          </p>
          <CitySearch
            cities={cities}
            selected={query?.kind === 'city' ? query.city : undefined}
            onSearch={(city) => run({ kind: 'city', city })}
            onEdit={clear}
          />
          <p className="location__or" aria-hidden="true">
            <span>or</span>
          </p>
          <UseMyLocation onLocate={(lat, lng) => run({ kind: 'nearby', lat, lng })} />
        </section>
        <section ref={resultsRef} className="location__results" aria-label="Search results" aria-busy={state.status === 'loading'}>
          {state.status === 'idle' ? (
            <p className="location__hint">Enter your pincode, pick your city or use your location to see the service centre near you.</p>
          ) : (
            <GarageResults
              state={state}
              headingRef={headingRef}
              onRetry={() => query && run(query)}
              onTryAnotherPincode={focusPincode}
              renderActions={(garage) => (
                <GarageChoice
                  garageName={garage.garageName}
                  busy={busyId === garage.garageId}
                  notice={notices[garage.garageId]}
                  onChoose={() => void choose(garage, searchedPincode)}
                />
              )}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/** Whether the results on screen include this garage (found, or offered near an unserved pincode). */
function listsGarage(state: GarageSearch, garageId: string): boolean {
  if (state.status === 'found') return state.garages.some((g) => g.garageId === garageId);
  if (state.status === 'none') return Boolean(state.nearby?.centres.some((c) => c.garage.garageId === garageId));
  return false;
}
