// Photo proof beside an estimate line (docs/decisions/030): the advisor adds the worn part as found
// and the new part as fitted; the line's customer and the garage's staff see them. Images are checked
// by their decoded content (not the name or the declared type alone), turned upright, stripped of
// their metadata (a phone photo carries its location) and stored at two sizes as WebP.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { BackendDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/transaction';
import { StorageUnavailableError } from '../platform/providers/storage';
import * as repo from './repository';
import { lockedForStaff, timelineView, visibleOrder, type TimelineView } from './work-order';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import type { PhotoKind } from '@/contracts/vocabulary';
import type { PhotoType } from '@/contracts/workshop';
import { formatMatches, PHOTO_SIZES, photoVerdict, type PhotoSize } from '@/lib/line-photos';

type Deps = Pick<BackendDeps, 'db' | 'providers' | 'logger'>;

const STORED_TYPE = 'image/webp';
/** The largest photo decoded: 50 megapixels (a 48-megapixel phone photo passes); read from its header first, so a crafted image cannot exhaust memory. */
const MAX_INPUT_PIXELS = 50_000_000;

const notAPhoto = () => new AppError('VALIDATION_FAILED', 'data: this file is not a JPEG, PNG or WebP photo');
const photoNotFound = () => new AppError('PHOTO_NOT_FOUND', 'We could not find this photo');
const storageDown = (error: unknown) => error instanceof StorageUnavailableError ? new AppError('UNAVAILABLE', 'Photos cannot be stored or shown just now; please try again in a minute') : error;

interface Resized { bytes: Uint8Array; width: number; height: number }

/** The photo, upright and without metadata, at the longest side given (never enlarged), as WebP. */
async function resized(input: Buffer, longest: number, quality: number): Promise<Resized> {
  const { data, info } = await sharp(input).rotate()
    .resize({ width: longest, height: longest, fit: 'inside', withoutEnlargement: true }).webp({ quality }).toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/** What the image's header says it is, or null for something that is not an image. */
async function headerOf(input: Buffer) {
  try {
    return await sharp(input).metadata();
  } catch {
    return null;
  }
}

/** Both stored sizes of a photo sent as `type`; refused when its content is not that kind of image, or too large to decode. */
export async function preparePhoto(input: Buffer, type: PhotoType): Promise<{ full: Resized; thumb: Resized }> {
  const meta = await headerOf(input);
  if (!meta || !formatMatches(type, meta.format)) throw notAPhoto();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError('VALIDATION_FAILED', 'data: the photo is larger than 50 megapixels');
  try {
    const [full, thumb] = await Promise.all([resized(input, PHOTO_SIZES.full, 80), resized(input, PHOTO_SIZES.thumb, 70)]);
    return { full, thumb };
  } catch {
    // The header was an image's, the rest is not (a file cut short).
    throw notAPhoto();
  }
}

/** The advisor adds (or replaces) a line's photo of a kind: stored first, then recorded; the replaced one's files go. */
export async function addLinePhoto(deps: Deps, actor: Actor, orderId: string, lineId: string, input: { kind: PhotoKind; content_type: PhotoType; data: string }): Promise<TimelineView> {
  const { full, thumb } = await preparePhoto(Buffer.from(input.data, 'base64'), input.content_type);
  const storage = deps.providers.storage;
  const photoId = randomUUID();
  const key = `photos/${orderId}/${photoId}-full.webp`;
  const thumbKey = `photos/${orderId}/${photoId}-thumb.webp`;
  const { order, replaced } = await withRetriedTransaction(deps.db, async (tx) => {
    const row = await lockedForStaff(tx, actor, orderId);
    const line = (await repo.linesOf(tx, orderId)).find((l) => l.id === lineId);
    if (!line) throw new AppError('LINE_NOT_FOUND', 'This estimate has no such line');
    const verdict = photoVerdict(row.order.stage, input.kind, { partName: line.partName, approval: line.customerApprovalStatus });
    if (!verdict.ok) throw new AppError('ESTIMATE_LOCKED', verdict.message);
    // Stored before the row that names it: a failure leaves at most files nothing points to, never a row without its image.
    try {
      await Promise.all([storage.put(key, { bytes: full.bytes, contentType: STORED_TYPE }), storage.put(thumbKey, { bytes: thumb.bytes, contentType: STORED_TYPE })]);
    } catch (error) {
      throw storageDown(error);
    }
    const old = await repo.replacePhoto(tx, {
      id: photoId, lineId, workOrderId: orderId, kind: input.kind, key, thumbKey, contentType: STORED_TYPE,
      width: full.width, height: full.height, bytes: full.bytes.byteLength, uploadedBy: actorId(actor),
    });
    return { order: row.order, replaced: old };
  });
  if (replaced) {
    await Promise.all([storage.remove(replaced.key), storage.remove(replaced.thumbKey)])
      .catch((error: unknown) => deps.logger.warn('a replaced photo\'s files were not removed', { photoId: replaced.id, error: String(error) }));
  }
  return timelineView(deps.db, order);
}

/** A photo's bytes at a size, for its order's customer, the garage's staff and admins; 404 for anyone else. */
export async function linePhotoFile(deps: Deps, actor: Actor, photoId: string, size: PhotoSize): Promise<{ bytes: Uint8Array; contentType: string }> {
  const photo = await repo.findPhoto(deps.db, photoId);
  if (!photo) throw photoNotFound();
  await visibleOrder(deps.db, actor, photo.workOrderId).catch(() => { throw photoNotFound(); });
  let stored;
  try {
    stored = await deps.providers.storage.get(size === 'thumb' ? photo.thumbKey : photo.key);
  } catch (error) {
    throw storageDown(error);
  }
  if (!stored) throw photoNotFound();
  return stored;
}
