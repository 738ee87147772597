// How large a photo may be before it is decoded (issue 29, finding 2), read from its header: each side
// at most 12,000 pixels, at most 50 megapixels, at most 150 MB once decoded. Each refusal names its
// limit; the boundaries are typed out on both sides.
import { describe, expect, it } from 'vitest';
import { bytesPerSample, sizeRefusal } from '@/lib/photo-limits';
import { MAX_DECODED_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE } from '@/contracts/photo-types';

const rgb = (width: number, height: number) => ({ width, height, channels: 3, bytesPerSample: 1 });

describe('the limits', () => {
  it('are 12,000 pixels a side, 50 megapixels and 150 MB decoded', () => {
    expect([MAX_PHOTO_SIDE, MAX_PHOTO_PIXELS, MAX_DECODED_BYTES]).toEqual([12_000, 50_000_000, 150_000_000]);
  });
});

describe('each side', () => {
  it('may be 12,000 pixels, not 12,001, whichever side', () => {
    expect(sizeRefusal(rgb(12_000, 1))).toBeNull();
    expect(sizeRefusal(rgb(1, 12_000))).toBeNull();
    expect(sizeRefusal(rgb(12_001, 1))).toBe('the photo is 12,001 × 1 pixels: each side may be at most 12,000 pixels');
    expect(sizeRefusal(rgb(1, 12_001))).toBe('the photo is 1 × 12,001 pixels: each side may be at most 12,000 pixels');
  });

  it("refuses the probe's 49,000,000 × 1 PNG, under 50 megapixels in all, and a 400-megapixel one by their sides", () => {
    expect(sizeRefusal(rgb(49_000_000, 1))).toBe('the photo is 49,000,000 × 1 pixels: each side may be at most 12,000 pixels');
    expect(sizeRefusal(rgb(20_000, 20_000))).toBe('the photo is 20,000 × 20,000 pixels: each side may be at most 12,000 pixels');
  });
});

describe('the pixels in all', () => {
  it('may be 50,000,000, not one more row', () => {
    expect(sizeRefusal(rgb(12_000, 4_166))).toBeNull(); // 49,992,000
    expect(sizeRefusal(rgb(10_000, 5_000))).toBeNull(); // 50,000,000
    expect(sizeRefusal(rgb(10_000, 5_001))).toBe(
      'the photo is 10,000 × 5,001 pixels (50,010,000 in all): it may have at most 50,000,000 pixels (50 megapixels)',
    );
    expect(sizeRefusal(rgb(12_000, 4_167))).toBe(
      'the photo is 12,000 × 4,167 pixels (50,004,000 in all): it may have at most 50,000,000 pixels (50 megapixels)',
    );
  });

  it("lets a phone's photos through: 12 and 48 megapixels", () => {
    expect(sizeRefusal(rgb(4_000, 3_000))).toBeNull();
    expect(sizeRefusal(rgb(8_000, 6_000))).toBeNull();
  });
});

describe('the memory it takes to decode', () => {
  it('is pixels × channels × bytes per sample, at most 150 MB: 50 megapixels of 8-bit colour', () => {
    expect(sizeRefusal(rgb(10_000, 5_000))).toBeNull(); // 150,000,000 bytes
    expect(sizeRefusal({ width: 10_000, height: 3_750, channels: 4, bytesPerSample: 1 })).toBeNull(); // 150,000,000
    expect(sizeRefusal({ width: 10_000, height: 3_751, channels: 4, bytesPerSample: 1 })).toBe(
      'the photo would take 151 MB to open (10,000 × 3,751 pixels, 4 channels of 8 bits): a photo may take at most 150 MB',
    );
  });

  it('refuses a 16-bit image with transparency that a 595 KB file can hold at 50 megapixels', () => {
    expect(sizeRefusal({ width: 12_000, height: 4_166, channels: 4, bytesPerSample: 2 })).toBe(
      'the photo would take 400 MB to open (12,000 × 4,166 pixels, 4 channels of 16 bits): a photo may take at most 150 MB',
    );
    expect(sizeRefusal({ width: 5_000, height: 5_000, channels: 3, bytesPerSample: 2 })).toBeNull(); // 150,000,000
  });
});

describe('bytes per sample, from the depth the image library reports', () => {
  it('is 1 for 8 bits, 2 for 16, 4 for 32-bit and float samples', () => {
    expect([bytesPerSample('uchar'), bytesPerSample('char'), bytesPerSample('ushort'), bytesPerSample('short')]).toEqual([1, 1, 2, 2]);
    expect([bytesPerSample('uint'), bytesPerSample('int'), bytesPerSample('float'), bytesPerSample('double')]).toEqual([4, 4, 4, 8]);
  });

  it('counts an unknown depth as the widest, so it is never under-counted', () => {
    expect([bytesPerSample(undefined), bytesPerSample('dpcomplex'), bytesPerSample('something new')]).toEqual([16, 16, 16]);
  });
});
