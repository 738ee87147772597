import { useState } from 'react';
import { apiGet } from '@/islands/api-client';
import { useLoad } from '@/islands/use-load';
import { silhouetteOf } from '@/lib/vehicle-silhouettes';

interface Props {
  modelId: number;
  /** The car's body type: its outline is the fallback. */
  bodyType?: string;
  /** 'lazy' for a card below the fold; the car cards sit at the top of the car step, so they load at once. */
  loading?: 'eager' | 'lazy';
}

/**
 * A picture of the car in a fixed 16:9 box, so nothing moves when it arrives: the vehicle-image call's
 * photo or outline; the outline of the car's body type when the call or the photo fails; the empty box
 * when even that fails (never a broken-image icon). The answer is the same for everyone: asked without cookies.
 */
export function VehiclePicture({ modelId, bodyType, loading = 'eager' }: Props) {
  const answer = useLoad(`vehicle-image:${modelId}`, () => apiGet('vehicle-image', { model_id: modelId }, { shared: true }));
  const [failed, setFailed] = useState<readonly string[]>([]);
  const candidates = answer.status === 'loading' ? [] : [...(answer.status === 'ready' ? [answer.data] : []), silhouetteOf(bodyType)];
  const image = candidates.find((candidate) => !failed.includes(candidate.url));
  return (
    <div className="vehicle-picture">
      {image && (
        <img
          key={image.url}
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={loading}
          decoding="async"
          onError={() => setFailed((before) => [...before, image.url])}
        />
      )}
    </div>
  );
}
