// The embedded maps provider: India Post's directory of post offices (pincode_directory), offline.
// Places are post offices ('in-post:560068:Bommanahalli'); a position is the middle of a pincode's
// offices, so reverse geocoding names the pincode whose middle is nearest.
import type { Db } from '../../db/client';
import type { Place } from '@/contracts/maps';
import { distanceKm } from '@/lib/geo';
import {
  directoryPlaceId,
  matchOf,
  pincodeRange,
  prefixTsQuery,
  rankDirectoryMatches,
  readDirectoryPlaceId,
  readPlaceQuery,
  type DirectoryRow,
  type PlaceQuery,
} from '@/lib/place-search';
import * as q from './directory-queries';
import type { AutocompleteRequest, MapsProvider } from './index';

/** Reverse geocoding answers only when a pincode's middle is this close: farther, nothing honest is known. */
export const REVERSE_GEOCODE_KM = 25;

function placeOf(row: DirectoryRow, locality: string, position: q.Position): Omit<Place, 'provider'> {
  const match = matchOf(row, locality);
  return { line: match.description, locality, city: match.city, state: match.state, pincode: row.pincode, location_coords: position };
}

export function createIndiaPostMaps(db: Db): MapsProvider {
  /** The candidates of a query; words that find nothing are dropped from the end ('Kudlu Gate' finds Kudlu). */
  async function search(query: PlaceQuery, request: AutocompleteRequest) {
    const range = query.pincodePrefix ? pincodeRange(query.pincodePrefix) : undefined;
    const near = request.near ? { lat: request.near.latitude, lng: request.near.longitude } : undefined;
    for (let n = query.words.length; n >= (range ? 0 : 1); n--) {
      const words = query.words.slice(0, n);
      const rows =
        n === 0
          ? await q.findPincodesInRange(db, range!, request.near)
          : await q.findPincodesByWords(db, { tsQuery: prefixTsQuery(words), range, near: request.near });
      const ranked = rankDirectoryMatches(rows, { ...query, words }, { limit: request.limit, near });
      if (ranked.length > 0) return ranked;
    }
    return [];
  }

  /** Nothing typed: the pincodes asked for, in the caller's order (it knows its areas better than the offices' middle does). */
  async function suggest(request: AutocompleteRequest) {
    const wanted = (request.suggestPincodes ?? []).slice(0, request.limit);
    const rows = await q.findPincodes(db, wanted);
    const suggested = wanted.flatMap((pincode) => rows.filter((r) => r.pincode === pincode));
    return rankDirectoryMatches(suggested, { pincodePrefix: null, words: [] }, { limit: request.limit });
  }

  return {
    name: 'india-post',
    async autocomplete(request) {
      const query = readPlaceQuery(request.input);
      if (!query) return [];
      const matches = !query.pincodePrefix && query.words.length === 0 ? await suggest(request) : await search(query, request);
      return matches.map((m) => ({
        place_id: directoryPlaceId(m.pincode, m.locality),
        description: m.description,
        main_text: m.locality,
        secondary_text: m.secondary,
      }));
    },
    async placeDetails(placeId) {
      const id = readDirectoryPlaceId(placeId);
      if (!id) return null;
      const row = await q.findPincode(db, id.pincode);
      const locality = id.locality ?? row?.localities[0];
      if (!row || !locality || !row.localities.includes(locality)) return null;
      return placeOf(row, locality, { latitude: row.latitude, longitude: row.longitude });
    },
    async reverseGeocode(position) {
      // A box of ±0.25° (about 28 km north and south) holds every pincode within REVERSE_GEOCODE_KM.
      const row = await q.findNearestPincode(db, position, 0.25);
      if (!row?.localities[0]) return null;
      if (distanceKm({ lat: position.latitude, lng: position.longitude }, { lat: row.latitude, lng: row.longitude }) > REVERSE_GEOCODE_KM)
        return null;
      return placeOf(row, row.localities[0], position);
    },
  };
}
