// Distinct visitors over any range, exactly (decision 055): each day keeps the set of its visitors'
// numbers (a dense number per anonymous id) as sorted 32-bit integers; a range's visitors are the
// size of the days' union, a landing page's conversions the size of an intersection. Thirty days of
// a busy site are a few megabytes, counted in milliseconds; no estimate and no error bound.

/** A set as stored: sorted, distinct, little-endian unsigned 32-bit integers. */
export function encodeSet(sorted: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(sorted.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < sorted.length; i++) view.setUint32(i * 4, sorted[i]!, true);
  return bytes;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export function decodeSet(bytes: Uint8Array): Uint32Array {
  const whole = bytes.byteLength - (bytes.byteLength % 4);
  // On a little-endian machine (every one Node runs on here) the bytes are the numbers: one copy, aligned.
  // (A Node Buffer's slice is a view of a shared pool, so the copy is made by the Uint8Array constructor.)
  if (LITTLE_ENDIAN) return new Uint32Array(new Uint8Array(bytes.subarray(0, whole)).buffer);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint32Array(Math.floor(bytes.byteLength / 4));
  for (let i = 0; i < out.length; i++) out[i] = view.getUint32(i * 4, true);
  return out;
}

/** The sorted distinct union of sets (sorted or not). */
export function unionOf(sets: readonly ArrayLike<number>[]): Uint32Array {
  let total = 0;
  for (const s of sets) total += s.length;
  const all = new Uint32Array(total);
  let at = 0;
  for (const s of sets) for (let i = 0; i < s.length; i++) all[at++] = s[i]!;
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
  return all.slice(0, n);
}

/** How many numbers two sorted distinct sets share. */
export function sharedCount(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return shared;
}

/** Days' sets merged for counting: how many distinct numbers, as a bitmap (a million visitors is 125 KB). */
export interface MergedSet {
  readonly size: number;
  readonly bits: Uint8Array;
}

/** Merges sets in one pass over their numbers: linear, where sorting their union is not. */
export function mergeSets(sets: readonly Uint32Array[]): MergedSet {
  let max = 0;
  for (const s of sets) for (let i = 0; i < s.length; i++) if (s[i]! > max) max = s[i]!;
  const bits = new Uint8Array((max >>> 3) + 1);
  let size = 0;
  for (const s of sets)
    for (let i = 0; i < s.length; i++) {
      const v = s[i]!;
      const mask = 1 << (v & 7);
      const at = v >>> 3;
      if ((bits[at]! & mask) === 0) {
        bits[at] = bits[at]! | mask;
        size++;
      }
    }
  return { size, bits };
}

const POPCOUNT = Uint8Array.from({ length: 256 }, (_, n) => {
  let c = 0;
  for (let v = n; v; v >>= 1) c += v & 1;
  return c;
});

/** How many numbers two merged sets share. */
export function sharedSize(a: MergedSet, b: MergedSet): number {
  const n = Math.min(a.bits.length, b.bits.length);
  let shared = 0;
  for (let i = 0; i < n; i++) shared += POPCOUNT[a.bits[i]! & b.bits[i]!]!;
  return shared;
}
