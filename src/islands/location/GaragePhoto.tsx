import { useState } from 'react';
import { withBase } from '@/lib/paths';
import { GARAGE_PHOTO_HEIGHT, GARAGE_PHOTO_WIDTH } from '@/lib/garage-photo';
import './garage-photo.css';

/**
 * A centre's photo across the top of its card, in a box of fixed proportions (nothing moves when it
 * loads). Results appear below the search on a phone, so it loads lazily; a photo that fails leaves
 * the empty box, never a broken-image icon.
 */
export default function GaragePhoto({ photo }: { photo: { src: string; alt: string } }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="garage-photo">
      {!failed && (
        <img
          src={withBase(photo.src)}
          alt={photo.alt}
          width={GARAGE_PHOTO_WIDTH}
          height={GARAGE_PHOTO_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
