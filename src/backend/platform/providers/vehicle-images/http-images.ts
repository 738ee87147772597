import { z } from 'zod';
import { ImageKind } from '@/contracts/vocabulary';
import type { VehicleImages } from './index';

/** What the image service answers for a model: the photo's address and size, and its alt text when it has one. */
const ServiceAnswerSchema = z.object({
  url: z.string().min(1).max(2000),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  alt: z.string().trim().min(1).max(200).optional(),
});

/**
 * A vehicle image service reached over HTTP (VEHICLE_IMAGE_URL, bearer VEHICLE_IMAGE_TOKEN), asked
 * `GET {url}?model_id=…&make=…&model=…`; 404 means it has no photo of the model. The photo must be on
 * the service's own origin: that is the one origin the pages' Content-Security-Policy lets images
 * come from (src/layouts/BaseLayout.astro), so a photo anywhere else would never show.
 */
export function createHttpVehicleImages(options: { url: string; token?: string; fetchImpl?: typeof fetch }): VehicleImages {
  const doFetch = options.fetchImpl ?? fetch;
  const service = new URL(options.url);
  return {
    name: 'http',
    embedded: false,
    async imageOf({ modelId, make, model }) {
      const url = new URL(service);
      url.searchParams.set('model_id', String(modelId));
      url.searchParams.set('make', make);
      url.searchParams.set('model', model);
      const res = await doFetch(url, {
        headers: { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
        signal: AbortSignal.timeout(3000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`vehicle image service answered ${res.status}`);
      const answer = ServiceAnswerSchema.parse(await res.json());
      const photo = new URL(answer.url, service);
      if (photo.origin !== service.origin) throw new Error(`vehicle image service answered a photo on another origin (${photo.origin})`);
      return { url: photo.href, width: answer.width, height: answer.height, alt: answer.alt ?? `${make} ${model}`, kind: ImageKind.PHOTO };
    },
  };
}
