// What the scan leaves in session storage for the booking (spec §9 keys rewardValue, rewardRule,
// rewardTitle, bannerShown, utm_medium, garage_id), for display only: the server decides the
// discount from the claim (docs/decisions/058). Pure: the storage is an argument.

/** Spec §9's special-discount banner, word for word. */
export const BANNER_HEADING = 'Special discount unlocked';
export const BANNER_TEXT = "You've unlocked an exclusive discount!";

export interface StoredReward {
  claimId: string;
  registrationNumber: string;
  garageId: string;
  value: string;
  rule: string;
  title: string;
  utmMedium: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEYS = {
  value: 'rewardValue',
  rule: 'rewardRule',
  title: 'rewardTitle',
  banner: 'bannerShown',
  utmMedium: 'utm_medium',
  garageId: 'garage_id',
  claimId: 'rewardClaimId',
  registrationNumber: 'rewardRegistration',
} as const;

/** Keeps a validated offer for the booking's screens. */
export function storeReward(store: Store, r: StoredReward): void {
  store.setItem(KEYS.value, r.value);
  store.setItem(KEYS.rule, r.rule);
  store.setItem(KEYS.title, r.title);
  store.setItem(KEYS.banner, 'true');
  store.setItem(KEYS.utmMedium, r.utmMedium);
  store.setItem(KEYS.garageId, r.garageId);
  store.setItem(KEYS.claimId, r.claimId);
  store.setItem(KEYS.registrationNumber, r.registrationNumber);
}

/** The offer kept by the scan, or null when there is none (or it is incomplete). */
export function storedReward(store: Store): StoredReward | null {
  const read = (k: string) => store.getItem(k) ?? '';
  const r = {
    claimId: read(KEYS.claimId),
    registrationNumber: read(KEYS.registrationNumber),
    garageId: read(KEYS.garageId),
    value: read(KEYS.value),
    rule: read(KEYS.rule),
    title: read(KEYS.title),
    utmMedium: read(KEYS.utmMedium),
  };
  return store.getItem(KEYS.banner) === 'true' && r.claimId && r.garageId ? r : null;
}

/** Forgets the offer (a booking refused it, or it was used). */
export function forgetReward(store: Store): void {
  for (const key of [KEYS.value, KEYS.rule, KEYS.title, KEYS.banner, KEYS.claimId, KEYS.registrationNumber]) store.removeItem(key);
}

/**
 * What a new booking at `garageId` carries of the stored offer: the claim's id only, and the car's
 * number when the journey has none (the number claimed is the car booked; check-in compares them).
 */
export function rewardForBooking(stored: StoredReward | null, garageId: string): { claimId: string; registrationNumber: string } | null {
  return stored && stored.garageId === garageId ? { claimId: stored.claimId, registrationNumber: stored.registrationNumber } : null;
}
