// What a photo of an estimate line may be, with no dependencies, so the console's island can check a
// file before sending it without shipping zod; `workshop.ts` builds the photo schemas from it.

/** The image types a photo may arrive as (a phone's camera or gallery), by MIME type and by their decoded format. */
export const PHOTO_TYPES = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
/** The largest photo accepted, before it is resized: 6 MiB (a 12-megapixel phone JPEG is 3–5 MiB). */
export const MAX_PHOTO_BYTES = 6 * 1024 * 1024;
