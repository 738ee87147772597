import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $journey } from '@/stores/journey';
import { readStoredPincode } from '@/stores/local-records';
import { pincodeError } from '@/contracts/input-rules';
import { useHydrated } from '@/islands/use-hydrated';
import { useGarageSearch, type GarageQuery } from './use-garage-search';
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
  const { state, search } = useGarageSearch();
  const { busyId, notices, choose } = useChooseGarage();
  const pincodeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  function run(query: GarageQuery, userAsked = true) {
    focusResults.current = userAsked;
    void search(query);
  }

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get('pincode');
    const initial = fromUrl ?? readStoredPincode();
    if (!initial) return;
    setPincode(initial);
    // An unserved pincode in the address is already explained above the page.
    if (initial !== unservedPincode && !pincodeError(initial)) run({ kind: 'pincode', pincode: initial }, false);
  }, [unservedPincode]);

  // On a phone the results sit below the search: bring them (and the reader's focus) there.
  useEffect(() => {
    if (state.status === 'loading' || state.status === 'idle' || !focusResults.current) return;
    focusResults.current = false;
    headingRef.current?.focus();
  }, [state.status]);

  function focusPincode() {
    pincodeRef.current?.focus();
    pincodeRef.current?.select();
    pincodeRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  const query = state.status === 'idle' ? undefined : state.query;
  const searchedPincode = query?.kind === 'pincode' ? query.pincode : undefined;
  const current = hydrated ? journey.garage : undefined;

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
            {current ? 'Find another service centre' : 'Search for a service centre'}
          </h2>
          {hydrated && journey.vehicle && <VehicleNote vehicle={journey.vehicle} />}
          <PincodeSearch value={pincode} onChange={setPincode} inputRef={pincodeRef} onSearch={(pin) => run({ kind: 'pincode', pincode: pin })} />
          <p className="location__or" aria-hidden="true"><span>or</span></p>
          <CitySearch cities={cities} selected={query?.kind === 'city' ? query.city : undefined} onSearch={(city) => run({ kind: 'city', city })} />
          <p className="location__or" aria-hidden="true"><span>or</span></p>
          <UseMyLocation onLocate={(lat, lng) => run({ kind: 'nearby', lat, lng })} />
        </section>
        <section className="location__results" aria-label="Search results" aria-busy={state.status === 'loading'}>
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
