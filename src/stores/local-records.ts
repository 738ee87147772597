import type { MmvRecord } from '@/lib/vehicle-payload';

/** The records the spec keeps "locally" (local storage): the mmv record, pincode and garage id. */
const safe = <T>(work: () => T, fallback: T): T => {
  try {
    return work();
  } catch {
    return fallback;
  }
};

export function saveMmvRecord(record: MmvRecord): void {
  safe(() => localStorage.setItem('mmv', JSON.stringify(record)), undefined);
}

/** Stores the garage context locally (spec §2 routing rule) and in the session key garage_id. */
export function saveGarageContext(garageId: string, pincode?: string): void {
  safe(() => {
    localStorage.setItem('garage_id', garageId);
    sessionStorage.setItem('garage_id', garageId);
    if (pincode) localStorage.setItem('pincode', pincode);
  }, undefined);
}

export function readStoredPincode(): string | null {
  return safe(() => localStorage.getItem('pincode'), null);
}
