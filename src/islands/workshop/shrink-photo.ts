// The console shrinks a photo before sending it: a phone's 12-megapixel JPEG (3–5 MB) becomes a
// 1600-pixel JPEG of a few hundred KB, upright (the browser applies its orientation), so it arrives
// quickly over a workshop's mobile data. The server checks and resizes it again whatever arrives.
const LONGEST = 1600;

export class UnreadablePhotoError extends Error {}

/** The photo as base64 JPEG (no data: prefix), at most 1600 px on its longest side. */
export async function shrinkPhoto(file: File): Promise<{ contentType: 'image/jpeg'; data: string }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadablePhotoError('This photo could not be read: choose a JPEG, PNG or WebP image');
  }
  const scale = Math.min(1, LONGEST / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const url = canvas.toDataURL('image/jpeg', 0.85);
  return { contentType: 'image/jpeg', data: url.slice(url.indexOf(',') + 1) };
}
