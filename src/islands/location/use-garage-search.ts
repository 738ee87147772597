import { useCallback, useRef, useState } from 'react';
import { api, ApiError } from '@/islands/api-client';
import { mapGarage, type GarageSummary } from '@/lib/garage-mapping';
import { UNKNOWN_ERROR_MESSAGE } from '@/lib/errors';

/** One way of looking for a service centre. */
export type GarageQuery =
  | { kind: 'pincode'; pincode: string }
  | { kind: 'city'; city: string }
  | { kind: 'nearby'; lat: number; lng: number };

export type GarageSearch =
  | { status: 'idle' }
  | { status: 'loading'; query: GarageQuery }
  | { status: 'found'; query: GarageQuery; garages: GarageSummary[]; area?: string }
  | { status: 'none'; query: GarageQuery }
  | { status: 'error'; query: GarageQuery; message: string };

/** How far (km) a garage may be and still count as near the visitor. */
export const NEARBY_RADIUS_KM = 50;

interface Found { garages: GarageSummary[]; area?: string }

async function findGarages(query: GarageQuery): Promise<Found> {
  switch (query.kind) {
    case 'pincode':
      try {
        const mapping = await api.pincodeMapping(query.pincode);
        return { garages: [mapGarage(mapping.garage)], area: `${mapping.locality}, ${mapping.city}` };
      } catch (error) {
        // A pincode no garage serves yet is an answer, not a failure.
        if (error instanceof ApiError && error.status === 404) return { garages: [] };
        throw error;
      }
    case 'city':
      return { garages: (await api.garagesInCity(query.city)).map(mapGarage) };
    case 'nearby': {
      // A garage hundreds of kilometres away is not "near you": farther ones count as none.
      const garages = (await api.nearbyGarages(query.lat, query.lng)).map(mapGarage);
      return { garages: garages.filter((g) => g.distanceKm === undefined || g.distanceKm <= NEARBY_RADIUS_KM) };
    }
  }
}

/** Runs garage look-ups one at a time: an answer to an older search never replaces a newer one. */
export function useGarageSearch() {
  const [state, setState] = useState<GarageSearch>({ status: 'idle' });
  const latest = useRef(0);

  const search = useCallback(async (query: GarageQuery) => {
    const ticket = ++latest.current;
    setState({ status: 'loading', query });
    try {
      const { garages, area } = await findGarages(query);
      if (ticket !== latest.current) return;
      setState(garages.length > 0 ? { status: 'found', query, garages, area } : { status: 'none', query });
    } catch (error) {
      if (ticket !== latest.current) return;
      setState({ status: 'error', query, message: error instanceof ApiError ? error.message : UNKNOWN_ERROR_MESSAGE });
    }
  }, []);

  return { state, search };
}
