import { useCallback, useRef, useState } from 'react';
import { apiGet, ApiError } from '@/islands/api-client';
import { mapGarage, type GarageSummary } from '@/lib/garage-mapping';
import { UNKNOWN_ERROR_MESSAGE } from '@/contracts/errors';

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

interface Found { garages: GarageSummary[]; area?: string }

async function findGarages(query: GarageQuery): Promise<Found> {
  switch (query.kind) {
    case 'pincode':
      try {
        const mapping = await apiGet('pincode-mapping/{pincode}', { pincode: query.pincode });
        return { garages: [mapGarage(mapping.garage)], area: `${mapping.locality}, ${mapping.city}` };
      } catch (error) {
        // A pincode no garage serves yet is an answer, not a failure.
        if (error instanceof ApiError && error.code === 'PINCODE_NOT_SERVED') return { garages: [] };
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
