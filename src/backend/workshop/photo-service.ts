// Photo proof beside an estimate line (docs/decisions/030): the advisor adds the worn part as found
// and the new part as fitted; the line's customer and the garage's staff see them. Images are checked
// by their decoded content (not the name or the declared type alone), turned upright, stripped of
// their metadata (a phone photo carries its location) and stored at two sizes as WebP. Work is checked
// before it is done (docs/decisions/037): who asks and whether the photo may be added come first, then
// the size from the image's header, then a place among the few decodes a process runs at once.
import { randomUUID } from 'node:crypto';
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { withRetriedTransaction } from '../platform/db/transaction';
import { StorageUnavailableError } from '../platform/providers/storage';
import * as repo from './repository';
import { lockedForStaff, orderNotFound, timelineView, visibleOrder, workedOnBy, type TimelineView } from './work-order';
import { actorId, type Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { MAX_PHOTO_PIXELS } from '@/contracts/photo-types';
import type { PhotoKind } from '@/contracts/vocabulary';
import type { PhotoType } from '@/contracts/workshop';
import { formatMatches, PHOTO_SIZES, photoVerdict, type PhotoSize } from '@/lib/line-photos';
import { bytesPerSample, sizeRefusal } from '@/lib/photo-limits';
import { createWorkSlots } from '@/runtime/work-slots';

type Deps = Pick<BackendDeps, 'db' | 'providers' | 'logger'>;

const STORED_TYPE = 'image/webp';
/** Photos decoded at once by one process: at the size limits one takes 150–300 MB for a second or two. */
const DECODES_AT_ONCE = 2;
/** How long an upload waits for a place (a phone's photo, shrunk by the console, decodes in a tenth of a second). */
const DECODE_WAIT_MS = 2_000;
const BUSY_RETRY_AFTER_SECONDS = 5;
/** The places of this process's photo decodes. */
export const photoDecodes = createWorkSlots({ size: DECODES_AT_ONCE, waitMs: DECODE_WAIT_MS });

const notAPhoto = () => new AppError('VALIDATION_FAILED', 'data: this file is not a JPEG, PNG or WebP photo');
const photoNotFound = () => new AppError('PHOTO_NOT_FOUND', 'We could not find this photo');
const storageDown = (error: unknown) =>
  error instanceof StorageUnavailableError
    ? new AppError('UNAVAILABLE', 'Photos cannot be stored or shown just now; please try again in a minute')
    : error;
const busy = () =>
  new AppError(
    'UNAVAILABLE',
    `This server is preparing ${DECODES_AT_ONCE} photos already, the most it prepares at once; please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds`,
    { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
  );

interface Resized {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * The image library, loaded with the first photo: libvips and its caches stay out of a process
 * that is never sent one. Its caches of decoded images are off: each photo is decoded once.
 */
let imageLibrary: Promise<typeof import('sharp')> | undefined;
const sharpModule = () =>
  (imageLibrary ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module;
  }));

/** The photo, upright and without metadata, at the longest side given (never enlarged), as WebP. */
async function resized(input: Uint8Array, longest: number, quality: number): Promise<Resized> {
  // The image library's own pixel limit (checked on the header) stands behind the checks of preparePhoto.
  const { default: sharp } = await sharpModule();
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize({ width: longest, height: longest, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * What the image's header says, or null for something that is not an image. The library reads the
 * header only ("without decoding any compressed image data"); its own pixel limit is lifted for this
 * read, so that a huge image is refused naming its size rather than as "not a photo".
 */
async function headerOf(input: Buffer) {
  const { default: sharp } = await sharpModule();
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/**
 * Both stored sizes of a photo sent as `type`; refused when its content is not that kind of image or
 * its header says it is too large to decode (naming the limit), and 503 when every decode place stays busy.
 */
export async function preparePhoto(input: Buffer, type: PhotoType): Promise<{ full: Resized; thumb: Resized }> {
  const meta = await headerOf(input);
  if (!meta || !formatMatches(type, meta.format)) throw notAPhoto();
  const tooLarge = sizeRefusal({
    width: meta.width,
    height: meta.height,
    channels: meta.channels,
    bytesPerSample: bytesPerSample(meta.depth),
  });
  if (tooLarge) throw new AppError('VALIDATION_FAILED', `data: ${tooLarge}`);
  return photoDecodes.run(async () => {
    try {
      // The original is decoded once: the thumbnail is made from the stored full size.
      const full = await resized(input, PHOTO_SIZES.full, 80);
      return { full, thumb: await resized(full.bytes, PHOTO_SIZES.thumb, 70) };
    } catch {
      // The header was an image's, the rest is not (a file cut short).
      throw notAPhoto();
    }
  }, busy);
}

/**
 * The order, when the actor works on it and may add a photo of this kind to this line now: 404 for
 * another garage's order or an unknown line, 409 ESTIMATE_LOCKED with the reason. With `lock`, the
 * order's row stays locked until the caller's transaction ends.
 */
async function orderTakingPhoto(db: Db, actor: Actor, orderId: string, lineId: string, kind: PhotoKind, options: { lock?: boolean } = {}) {
  const row = options.lock ? await lockedForStaff(db, actor, orderId) : await repo.findOrderWithAppointment(db, orderId);
  workedOnBy(actor, row?.appointment, orderNotFound);
  const line = (await repo.linesOf(db, orderId)).find((l) => l.id === lineId);
  if (!line) throw new AppError('LINE_NOT_FOUND', 'This estimate has no such line');
  const verdict = photoVerdict(row!.order.stage, kind, { partName: line.partName, approval: line.customerApprovalStatus });
  if (!verdict.ok) throw new AppError('ESTIMATE_LOCKED', verdict.message);
  return row!.order;
}

/** The advisor adds (or replaces) a line's photo of a kind: stored first, then recorded; the replaced one's files go. */
export async function addLinePhoto(
  deps: Deps,
  actor: Actor,
  orderId: string,
  lineId: string,
  input: { kind: PhotoKind; content_type: PhotoType; data: string },
): Promise<TimelineView> {
  // Who asks, and whether the photo may be added now, before a byte of it is decoded (not even its
  // base64): another garage's advisor or a locked line costs a look-up, not a decode.
  await orderTakingPhoto(deps.db, actor, orderId, lineId, input.kind);
  const { full, thumb } = await preparePhoto(Buffer.from(input.data, 'base64'), input.content_type);
  const storage = deps.providers.storage;
  const photoId = randomUUID();
  const key = `photos/${orderId}/${photoId}-full.webp`;
  const thumbKey = `photos/${orderId}/${photoId}-thumb.webp`;
  const { order, replaced } = await withRetriedTransaction(deps.db, async (tx) => {
    // Again under the order's lock: the car may have moved on while the photo was being prepared.
    const locked = await orderTakingPhoto(tx, actor, orderId, lineId, input.kind, { lock: true });
    // Stored before the row that names it: a failure leaves at most files nothing points to, never a row without its image.
    try {
      await Promise.all([
        storage.put(key, { bytes: full.bytes, contentType: STORED_TYPE }),
        storage.put(thumbKey, { bytes: thumb.bytes, contentType: STORED_TYPE }),
      ]);
    } catch (error) {
      throw storageDown(error);
    }
    const old = await repo.replacePhoto(tx, {
      id: photoId,
      lineId,
      workOrderId: orderId,
      kind: input.kind,
      key,
      thumbKey,
      contentType: STORED_TYPE,
      width: full.width,
      height: full.height,
      bytes: full.bytes.byteLength,
      uploadedBy: actorId(actor),
    });
    return { order: locked, replaced: old };
  });
  for (const old of replaced) {
    await Promise.all([storage.remove(old.key), storage.remove(old.thumbKey)]).catch((error: unknown) =>
      deps.logger.warn("a replaced photo's files were not removed", { photoId: old.id, error: String(error) }),
    );
  }
  return timelineView(deps.db, order);
}

/** A photo's bytes at a size, for its order's customer, the garage's staff and admins; 404 for anyone else. */
export async function linePhotoFile(
  deps: Deps,
  actor: Actor,
  photoId: string,
  size: PhotoSize,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const photo = await repo.findPhoto(deps.db, photoId);
  if (!photo) throw photoNotFound();
  await visibleOrder(deps.db, actor, photo.workOrderId).catch(() => {
    throw photoNotFound();
  });
  let stored: Awaited<ReturnType<typeof deps.providers.storage.get>>;
  try {
    stored = await deps.providers.storage.get(size === 'thumb' ? photo.thumbKey : photo.key);
  } catch (error) {
    throw storageDown(error);
  }
  if (!stored) throw photoNotFound();
  return stored;
}
