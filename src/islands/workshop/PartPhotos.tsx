import { useId, useState } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import PhotoStrip, { type LinePhoto } from './PhotoStrip';
import { shrinkPhoto } from './shrink-photo';
import { Photo, type LineApproval, type PhotoKind, type WorkshopStage } from '@/contracts/vocabulary';
import { PHOTO_LABEL, photoVerdict } from '@/lib/line-photos';
import './workshop.css';

interface Part {
  id: string;
  part_name: string;
  status: LineApproval;
  photos: LinePhoto[];
}

/**
 * The console's photos of one estimate line: what it has, and a camera button for each kind the
 * line may take now (the worn part from the inspection until the bill; the new part once fitted).
 */
export default function PartPhotos({ orderId, stage, part }: { orderId: string; stage: WorkshopStage; part: Part }) {
  const ready = useHydrated();
  const id = useId();
  const [photos, setPhotos] = useState(part.photos);
  const [busy, setBusy] = useState<PhotoKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const kinds = ([Photo.WORN, Photo.NEW] as const).filter(
    (kind) => photoVerdict(stage, kind, { partName: part.part_name, approval: part.status }).ok,
  );
  const upload = async (kind: PhotoKind, file: File | undefined) => {
    if (!file) return;
    setBusy(kind);
    setError(null);
    setSaved(null);
    try {
      const { contentType, data } = await shrinkPhoto(file);
      const timeline = await apiPost('garage-timeline/{id}/lines/{line_id}/photos', {
        id: orderId,
        line_id: part.id,
        kind,
        content_type: contentType,
        data,
      });
      setPhotos(timeline.damages.find((d) => d.id === part.id)?.photos ?? photos);
      setSaved(`Photo saved: ${part.part_name} (${PHOTO_LABEL[kind].toLowerCase()})`);
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setBusy(null);
  };
  const errorId = `${id}-error`;
  return (
    <div className="part-photos">
      <PhotoStrip partName={part.part_name} photos={photos} />
      {kinds.length > 0 ? (
        <div className="part-photos__add">
          {kinds.map((kind) => (
            <label key={kind} className={`button button--ghost part-photos__button${!ready || busy ? ' is-disabled' : ''}`}>
              {busy === kind
                ? 'Saving…'
                : `${photos.some((p) => p.kind === kind) ? 'Replace' : 'Add'} photo: ${PHOTO_LABEL[kind].split(',')[0]!.toLowerCase()}`}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                capture="environment"
                className="visually-hidden"
                disabled={!ready || busy !== null}
                aria-label={`Photo of ${part.part_name}: ${PHOTO_LABEL[kind].toLowerCase()}`}
                aria-describedby={errorId}
                onChange={(e) => {
                  void upload(kind, e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          ))}
        </div>
      ) : null}
      {saved && (
        <p className="post-update__done" role="status">
          {saved}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
