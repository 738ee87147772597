// What a photo of an estimate line may be, with no dependencies, so the console's island can check a
// file before sending it without shipping zod; `workshop.ts` builds the photo schemas from it.

/** The image types a photo may arrive as (a phone's camera or gallery), by MIME type and by their decoded format. */
export const PHOTO_TYPES = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
/** The largest photo accepted, before it is resized: 6 MiB (a 12-megapixel phone JPEG is 3–5 MiB). */
export const MAX_PHOTO_BYTES = 6 * 1024 * 1024;
/**
 * The most a photo may be, read from its header before a pixel is decoded: each side at most 12,000
 * pixels (a phone's 50-megapixel sensor gives 8,160 × 6,120), at most 50 megapixels in all, and at most
 * 150 MB once decoded (50 megapixels of 8-bit colour; a 16-bit image with transparency is 8 bytes a pixel).
 * The console shrinks a photo to 1,600 pixels before sending it, so these stop only crafted files.
 */
export const MAX_PHOTO_SIDE = 12_000;
export const MAX_PHOTO_PIXELS = 50_000_000;
export const MAX_DECODED_BYTES = 150_000_000;
