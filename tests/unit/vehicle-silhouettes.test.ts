import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VehicleImageSchema } from '@/contracts/vehicles';
import { silhouetteOf } from '@/lib/vehicle-silhouettes';

const FOLDER = path.resolve(import.meta.dirname, '../../public/images/vehicles');

describe('the outline a car gets for its body type', () => {
  it.each([
    ['HATCHBACK', '/service-centre/images/vehicles/hatchback.v1.svg', 'Outline of a hatchback'],
    ['SEDAN', '/service-centre/images/vehicles/sedan.v1.svg', 'Outline of a sedan'],
    ['SUV', '/service-centre/images/vehicles/suv.v1.svg', 'Outline of an SUV'],
  ])('a %s is drawn by %s, described as %j', (bodyType, url, alt) => {
    expect(silhouetteOf(bodyType)).toEqual({ url, width: 320, height: 180, alt, kind: 'SILHOUETTE' });
  });

  it.each([[undefined], [null], [''], ['MUV'], ['hatchback'], ['toString'], ['__proto__']])(
    'a body type it has no drawing for (%j) gets the outline of any car',
    (bodyType) => {
      expect(silhouetteOf(bodyType)).toEqual({
        url: '/service-centre/images/vehicles/car.v1.svg',
        width: 320,
        height: 180,
        alt: 'Outline of a car',
        kind: 'SILHOUETTE',
      });
    },
  );

  it('answers in the shape of the vehicle-image call', () => {
    for (const bodyType of ['HATCHBACK', 'SEDAN', 'SUV', 'MUV']) expect(VehicleImageSchema.parse(silhouetteOf(bodyType))).toBeTruthy();
  });
});

describe('the outline drawings', () => {
  // Browsers keep a versioned file a year (server/app-server.ts): a drawing changed under the same name
  // would stay old for them. Change a drawing by saving it as the next version (suv.v2.svg), and pin that.
  const PINNED: Record<string, string> = {
    'car.v1.svg': 'b946e65947da33d0a206a14aee5ec796ced210473406fa49b47e59f72d22600d',
    'hatchback.v1.svg': '3982ee49a38d8992535dbf2b0b314049b85855f55a815a6da2ee34007b48e4d7',
    'sedan.v1.svg': '94b0221355c697d0809493fd48ef1e54c3587aa979f6ca8b9c9d77ce6159ae1f',
    'suv.v1.svg': '77fdd030b9376c44f5a9727f8c4ae7499ac967dad31926aac6bf56edc68cecc8',
  };

  it('are the pinned versions, each still the same bytes', () => {
    const files = readdirSync(FOLDER).sort();
    expect(files).toEqual(Object.keys(PINNED));
    for (const file of files) {
      const sha256 = createHash('sha256')
        .update(readFileSync(path.join(FOLDER, file)))
        .digest('hex');
      expect(sha256, `${file} changed: save it as a new version instead`).toBe(PINNED[file]);
    }
  });

  it('are each drawn on the 320 × 180 canvas the answer gives, small and without scripts or outside references', () => {
    for (const file of Object.keys(PINNED)) {
      const svg = readFileSync(path.join(FOLDER, file), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180" width="320" height="180">/);
      expect(svg.length).toBeLessThan(2048);
      expect(svg).not.toMatch(/<script|href=|url\(/i);
    }
  });
});
