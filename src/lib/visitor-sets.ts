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

export function decodeSet(bytes: Uint8Array): Uint32Array {
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
