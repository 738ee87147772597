// The vehicle image service adapter (VEHICLE_IMAGE_URL): what it asks, and how it reads what it is
// answered. The service's answers are stand-ins typed here; the backend's fallback to the outline is
// in tests/integration/vehicle-images.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { createHttpVehicleImages } from '@/backend/platform/providers/vehicle-images/http-images';

const SWIFT = { modelId: 1, make: 'Maruti Suzuki', model: 'Swift', bodyType: 'HATCHBACK' as const };
const SERVICE = 'https://img.example.in/vis/vehicle-image';

function serviceAnswering(status: number, body: unknown) {
  const fetchImpl = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => Response.json(body, { status }));
  return { fetchImpl, images: createHttpVehicleImages({ url: SERVICE, token: 'image-token', fetchImpl: fetchImpl as typeof fetch }) };
}

describe('the vehicle image service adapter', () => {
  it("asks for the model by id, make and model with the service's bearer token", async () => {
    const { fetchImpl, images } = serviceAnswering(200, { url: '/photos/swift.webp', width: 640, height: 360 });
    await images.imageOf(SWIFT);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe('https://img.example.in/vis/vehicle-image?model_id=1&make=Maruti+Suzuki&model=Swift');
    expect(init?.headers).toEqual({ accept: 'application/json', authorization: 'Bearer image-token' });
  });

  it('answers its photo, at an address on its own origin, named by make and model unless it names it', async () => {
    const relative = serviceAnswering(200, { url: '/photos/swift.webp', width: 640, height: 360 });
    expect(await relative.images.imageOf(SWIFT)).toEqual({
      url: 'https://img.example.in/photos/swift.webp',
      width: 640,
      height: 360,
      alt: 'Maruti Suzuki Swift',
      kind: 'PHOTO',
    });
    const named = serviceAnswering(200, {
      url: 'https://img.example.in/p/1.jpg',
      width: 800,
      height: 450,
      alt: 'A white Swift, side view',
    });
    expect(await named.images.imageOf(SWIFT)).toEqual({
      url: 'https://img.example.in/p/1.jpg',
      width: 800,
      height: 450,
      alt: 'A white Swift, side view',
      kind: 'PHOTO',
    });
  });

  it('sends no authorization header without a token', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ url: '/p.webp', width: 1, height: 1 }));
    await createHttpVehicleImages({ url: SERVICE, fetchImpl: fetchImpl as typeof fetch }).imageOf(SWIFT);
    expect((fetchImpl.mock.calls[0] as unknown as [URL, RequestInit])[1].headers).toEqual({ accept: 'application/json' });
  });

  it('answers null when the service has no photo of the model (404)', async () => {
    expect(await serviceAnswering(404, { error: 'not found' }).images.imageOf(SWIFT)).toBeNull();
  });

  it.each([
    ['a failure', 503, { error: 'down' }, 'vehicle image service answered 503'],
    ['an answer without a size', 200, { url: '/p.webp' }, /height/],
    ['a size of nought', 200, { url: '/p.webp', width: 0, height: 360 }, /width/],
    ['a photo on another origin', 200, { url: 'https://elsewhere.example/p.webp', width: 640, height: 360 }, /another origin/],
    ['a photo by another scheme', 200, { url: 'javascript:alert(1)', width: 640, height: 360 }, /another origin/],
  ])('throws on %s, for the backend to fall back to the outline', async (_what, status, body, message) => {
    await expect(serviceAnswering(status, body).images.imageOf(SWIFT)).rejects.toThrow(message);
  });
});
