import { useCallback, useRef, useState } from 'react';
import { apiGet, ApiError } from '@/islands/api-client';
import { mapGarage, type GarageSummary } from '@/lib/garage-mapping';
import { UNKNOWN_ERROR_MESSAGE } from '@/contracts/errors';
import type { PincodePlace } from '@/contracts/garage';

/** One way of looking for a service centre. */
export type GarageQuery =
  | { kind: 'pincode'; pincode: string }
  | { kind: 'city'; city: string }
  | { kind: 'nearby'; lat: number; lng: number };

/** A centre offered for a pincode no centre serves: with its distance, and whether pick-up reaches the pincode. */
export interface NearbyCentre {
  garage: GarageSummary;
  pickupReaches: boolean;
}

/** What was found near an unserved pincode; `place` is null for a pincode the directory does not know. */
export interface NearbyAnswer {
  centres: NearbyCentre[];
  place: PincodePlace | null;
}

export type GarageSearch =
  | { status: 'idle' }
  | { status: 'loading'; query: GarageQuery }
  | { status: 'found'; query: GarageQuery; garages: GarageSummary[]; area?: string }
  /** Nothing serves the query; for a pincode, the nearest centres (undefined when they could not be read). */
  | { status: 'none'; query: GarageQuery; nearby?: NearbyAnswer }
  | { status: 'error'; query: GarageQuery; message: string };

interface Found {
  garages: GarageSummary[];
  area?: string;
  nearby?: NearbyAnswer;
}

/** The nearest centres to an unserved pincode; a failure here leaves only the plain "we don't serve". */
async function findNearby(pincode: string): Promise<NearbyAnswer | undefined> {
  try {
    const answer = await apiGet('nearest-garages/{pincode}', { pincode });
    return { place: answer.place, centres: answer.centres.map((c) => ({ garage: mapGarage(c), pickupReaches: c.pickup_reaches })) };
  } catch {
    return undefined;
  }
}

async function findGarages(query: GarageQuery): Promise<Found> {
  switch (query.kind) {
    case 'pincode':
      try {
        const mapping = await apiGet('pincode-mapping/{pincode}', { pincode: query.pincode });
        return { garages: [mapGarage(mapping.garage)], area: `${mapping.locality}, ${mapping.city}` };
      } catch (error) {
        // A pincode no garage serves yet is an answer, not a failure.
        if (error instanceof ApiError && error.code === 'PINCODE_NOT_SERVED')
          return { garages: [], nearby: await findNearby(query.pincode) };
        throw error;
      }
    case 'city':
      return { garages: (await apiGet('garage-details-from-city/{city}', { city: query.city })).map(mapGarage) };
    case 'nearby': {
      // The backend lists only centres within the distance each one serves.
      return { garages: (await apiGet('get-nearby-garages', { lat: query.lat, lng: query.lng })).map(mapGarage) };
    }
  }
}

/**
 * Runs garage look-ups one at a time: an answer to an older search never replaces a newer one,
 * and `clear` (the visitor editing the search) drops what is shown and any answer still on its way.
 */
export function useGarageSearch() {
  const [state, setState] = useState<GarageSearch>({ status: 'idle' });
  const latest = useRef(0);

  const search = useCallback(async (query: GarageQuery) => {
    const ticket = ++latest.current;
    setState({ status: 'loading', query });
    try {
      const { garages, area, nearby } = await findGarages(query);
      if (ticket !== latest.current) return;
      setState(garages.length > 0 ? { status: 'found', query, garages, area } : { status: 'none', query, nearby });
    } catch (error) {
      if (ticket !== latest.current) return;
      setState({ status: 'error', query, message: error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE });
    }
  }, []);

  const clear = useCallback(() => {
    latest.current += 1;
    setState((current) => (current.status === 'idle' ? current : { status: 'idle' }));
  }, []);

  return { state, search, clear };
}
