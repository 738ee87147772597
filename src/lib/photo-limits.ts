// How large a photo may be before it is decoded (issue 29): a 47 KB PNG can say it is 49,000,000 × 1
// pixels, under 50 megapixels in all, and take 0.74 GB and 3 seconds to resize. Read from the image's
// header, which the image library reads without decoding a pixel; each refusal names its limit.
import { MAX_DECODED_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE } from '@/contracts/photo-types';

/** What an image's header says, before any pixel is decoded. */
export interface PhotoHeader {
  width: number;
  height: number;
  channels: number;
  bytesPerSample: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Why a photo this large is not decoded, naming the limit; null when it may be. */
export function sizeRefusal(header: PhotoHeader): string | null {
  const size = `${count(header.width)} × ${count(header.height)} pixels`;
  if (header.width > MAX_PHOTO_SIDE || header.height > MAX_PHOTO_SIDE)
    return `the photo is ${size}: each side may be at most ${count(MAX_PHOTO_SIDE)} pixels`;
  const pixels = header.width * header.height;
  if (pixels > MAX_PHOTO_PIXELS)
    return `the photo is ${size} (${count(pixels)} in all): it may have at most ${count(MAX_PHOTO_PIXELS)} pixels (${MAX_PHOTO_PIXELS / 1e6} megapixels)`;
  const bytes = pixels * header.channels * header.bytesPerSample;
  if (bytes > MAX_DECODED_BYTES) {
    return `the photo would take ${Math.ceil(bytes / 1e6)} MB to open (${size}, ${header.channels} channels of ${header.bytesPerSample * 8} bits): a photo may take at most ${MAX_DECODED_BYTES / 1e6} MB`;
  }
  return null;
}

/** Bytes per sample of the image library's pixel formats; an unknown one counts as the widest (16), never less than it is. */
const SAMPLE_BYTES: Readonly<Record<string, number>> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};
export const bytesPerSample = (depth: string | undefined): number =>
  depth !== undefined && Object.hasOwn(SAMPLE_BYTES, depth) ? SAMPLE_BYTES[depth]! : 16;
