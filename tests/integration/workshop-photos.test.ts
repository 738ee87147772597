import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { bookedAppointment, jsonInit } from '../support/booking-fixtures';
import { apiOf } from '../support/api';
import type { Actor } from '@/contracts/actor';
import type { WorkshopStage } from '@/contracts/vocabulary';
import { workshop, type EndpointInput } from '@/contracts/endpoints';
import { StorageUnavailableError } from '@/backend/platform/providers/storage';
import { photoDecodes } from '@/backend/workshop/photo-service';

// Photo proof beside an estimate line (docs/decisions/030): the advisor adds the worn part from the
// inspection until the bill and the new part once an approved line is being fitted; the image is
// checked by its content, turned upright, stripped of metadata and kept at 1600 and 320 pixels as
// WebP; its order's customer and the garage's staff fetch it, nobody else. Sizes typed out by hand:
// a 3000 × 2000 photo becomes 1600 × 1067 and 320 × 213. Every car here is booked on the Basic plan,
// which check-in puts first on the estimate (docs/decisions/035); the pads are picked from the
// catalogue, which names them 'Front brake pads replacement'.
const ANONYMOUS: Actor = { kind: 'anonymous' };
type Photo = Omit<EndpointInput<typeof workshop.addLinePhoto>, 'id' | 'line_id'>;
const PADS = {
  part_name: 'Front brake pads',
  catalogue_item_id: 'brake-pads-front',
  net_labour_cost: 45_000,
  net_part_cost: 180_000,
  net_service_cost: 0,
};
const OIL = { part_name: 'Engine oil top-up', net_labour_cost: 0, net_part_cost: 35_000, net_service_cost: 0, approved_by_advisor: true };

/** A 3000 × 2000 JPEG carrying a GPS position and a camera name in its EXIF, as a phone writes it. */
const phonePhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 55/1 0/1' } })
    .jpeg()
    .toBuffer();

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ihdr = (width: number, height: number, depth: number, colourType: number) => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = depth;
  data[9] = colourType;
  return pngChunk('IHDR', data);
};

/**
 * A PNG with its signature, its IHDR (the size; 8-bit RGB unless told), an IDAT holding nothing, and
 * its end: a header with no image data.
 */
function pngHeaderOnly(width: number, height: number, options: { depth?: number; colourType?: number } = {}): string {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, options.depth ?? 8, options.colourType ?? 2),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

/** The probe's file (issue 29): a real, whole 49,000,000 × 1 grey PNG of 47 KB, every pixel black. */
function widePng(): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(49_000_000, 1, 8, 0),
    pngChunk('IDAT', deflateSync(Buffer.alloc(49_000_001), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Counts the work done on a photo sent as `data`: its base64 decoded, its header read, and images
 * encoded (each resize is one; the stored thumbnail is made from the stored full size).
 */
function countWork(data: string) {
  const base64 = vi.spyOn(Buffer, 'from');
  const headers = vi.spyOn(sharp.prototype, 'metadata');
  const encodes = vi.spyOn(sharp.prototype, 'toBuffer');
  return {
    counts: () => ({
      base64: base64.mock.calls.filter((c) => c[0] === data).length,
      headers: headers.mock.calls.length,
      encodes: encodes.mock.calls.length,
    }),
    restore: () => {
      base64.mockRestore();
      headers.mockRestore();
      encodes.mockRestore();
    },
  };
}

/** Waits until `condition` holds, polling; fails after `limitMs`. */
async function until(condition: () => boolean, limitMs = 10_000): Promise<void> {
  for (const started = Date.now(); !condition(); await new Promise((r) => setTimeout(r, 10))) {
    if (Date.now() - started > limitMs) throw new Error(`the condition did not hold within ${limitMs} ms`);
  }
}

describe('photos when the object store does not answer', () => {
  let backend: TestBackend;
  const down = (async () => {
    throw new TypeError('fetch failed');
  }) as unknown as typeof fetch;
  beforeAll(async () => {
    backend = await startTestBackend('pglite', {
      providers: {
        s3: { bucket: 'sc-photos', accessKeyId: 'AKID', secretAccessKey: 'secret', endpoint: 'http://127.0.0.1:9', fetch: down },
      },
    });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('an upload answers 503 and records nothing', async () => {
    const { customer, advisor } = await workshopPeople(backend.deps.db, 9812300191, { customer: 'Store Down', advisor: 'Store Advisor' });
    const { id } = await bookedAppointment(backend, customer, 'KA03PH9001');
    const api = apiOf(backend);
    const orderId = (await api(workshop.checkIn, { request_id: 'photo-store-down-1', appointment_id: id }, advisor)).data.order_id;
    await api(workshop.advanceStage, { id: orderId, stage: 'SURVEY' }, advisor);
    const lineId = (await api(workshop.addLine, { id: orderId, ...PADS }, advisor)).data.damages[1]!.id;
    const png = (
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777777' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const refused = await api(
      workshop.addLinePhoto,
      { id: orderId, line_id: lineId, kind: 'WORN', content_type: 'image/png', data: png },
      advisor,
    );
    expect([refused.status, refused.error]).toEqual([
      503,
      { code: 'UNAVAILABLE', message: 'Photos cannot be stored or shown just now; please try again in a minute' },
    ]);
    const timeline = await api(workshop.garageTimeline, { id: orderId }, advisor);
    expect(timeline.data.damages.map((d) => d.photos)).toEqual([[], []]);
  });
});

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`photos of estimate lines (${target.name})`, () => {
    let backend: TestBackend;
    let customer: Actor;
    let otherCustomer: Actor;
    let advisor: Actor;
    let otherAdvisor: Actor;
    let cars = 0;
    let jpeg: string;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const move = (orderId: string, stage: WorkshopStage) => api(workshop.advanceStage, { id: orderId, stage }, advisor);
    const upload = (orderId: string, lineId: string, photo: Photo, as: Actor = advisor) =>
      api(workshop.addLinePhoto, { id: orderId, line_id: lineId, ...photo }, as);
    /** A photo's file, raw: its answer is the image's bytes and content type, which the typed client does not read. */
    const file = async (path: string, as: Actor) => {
      const response = await backend.call(
        path.replace('/service-centre/api/line-photos/', '/v1/assessment/proxy/line-photos/'),
        undefined,
        as,
      );
      const bytes = Buffer.from(await response.clone().arrayBuffer());
      const body = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
      return { status: response.status, headers: response.headers, bytes, error: body?.error };
    };
    /** A checked-in car at the inspection with its booked plan, the pads (waiting) and the oil (approved by the advisor). */
    const atSurvey = async () => {
      const { id } = await bookedAppointment(backend, customer, `KA03PH${String(1000 + ++cars)}`);
      const orderId = (await api(workshop.checkIn, { request_id: `photo-check-in-${cars}`, appointment_id: id }, advisor)).data.order_id;
      await move(orderId, 'SURVEY');
      await api(workshop.addLine, { id: orderId, ...PADS }, advisor);
      const damages = (await api(workshop.addLine, { id: orderId, ...OIL }, advisor)).data.damages;
      expect(damages.map((d) => d.part_name)).toEqual(['Basic plan', 'Front brake pads replacement', 'Engine oil top-up']);
      return { orderId, pads: damages[1]!.id, oil: damages[2]!.id };
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      ({ customer, otherCustomer, advisor, otherAdvisor } = await workshopPeople(backend.deps.db, 9812300091, {
        customer: 'Asha Photo',
        advisor: 'Photo Advisor',
      }));
      const photo = await phonePhoto();
      // The photo sent does carry its EXIF (camera and position): what the stored one must not.
      expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
      jpeg = photo.toString('base64');
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('the worn part at the inspection: resized, upright, without its location, at two sizes its customer and the garage see', async () => {
      const { orderId, pads } = await atSurvey();
      const added = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg });
      expect(added.status).toBe(201);
      const photo = added.data.damages[1]!.photos[0]!;
      expect(added.data.damages[1]!.photos).toEqual([
        {
          id: expect.any(String),
          kind: 'WORN',
          label: 'Worn part, as found',
          width: 1600,
          height: 1067,
          url: `/service-centre/api/line-photos/${photo.id}/full`,
          thumb_url: `/service-centre/api/line-photos/${photo.id}/thumb`,
        },
      ]);
      expect([added.data.damages[0]!.photos, added.data.damages[2]!.photos]).toEqual([[], []]);

      const full = await file(photo.url, customer);
      expect([full.status, full.headers.get('content-type')]).toEqual([200, 'image/webp']);
      const meta = await sharp(full.bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1600, 1067, undefined]);
      const thumb = await sharp((await file(photo.thumb_url, advisor)).bytes).metadata();
      expect([thumb.width, thumb.height]).toEqual([320, 213]);
      // Nobody else's: another customer and another garage's advisor 404, a visitor 401, an unknown photo 404.
      const other = await file(photo.url, otherCustomer);
      expect([other.status, other.error]).toEqual([404, { code: 'PHOTO_NOT_FOUND', message: 'We could not find this photo' }]);
      expect((await file(photo.url, otherAdvisor)).status).toBe(404);
      expect((await file(photo.url, ANONYMOUS)).status).toBe(401);
      expect((await file('/service-centre/api/line-photos/00000000-0000-4000-8000-000000000000/full', customer)).status).toBe(404);
      expect((await file(`/service-centre/api/line-photos/${photo.id}/huge`, customer)).error?.message).toBe(
        'size: size must be full or thumb',
      );
      // The console lists it beside the part too.
      const card = (await api(workshop.consoleAppointments, {}, advisor)).data.appointments.find((a) => a.order_id === orderId);
      expect(card!.parts[1]!.photos.map((p) => p.id)).toEqual([photo.id]);

      // A new photo of the same kind replaces it: the old one is gone, files and all.
      const again = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg });
      const photos = again.data.damages[1]!.photos;
      expect(photos).toHaveLength(1);
      expect(photos[0]!.id).not.toBe(photo.id);
      expect((await file(photo.url, customer)).status).toBe(404);
      expect((await file(photos[0]!.url, customer)).status).toBe(200);
      const storage = backend.deps.providers.storage;
      expect([
        await storage.get(`photos/${orderId}/${photo.id}-full.webp`),
        await storage.get(`photos/${orderId}/${photo.id}-thumb.webp`),
      ]).toEqual([null, null]);
      expect((await storage.get(`photos/${orderId}/${photos[0]!.id}-full.webp`))?.contentType).toBe('image/webp');
      // A photo whose file went missing from the store is not found, not an error.
      await storage.remove(`photos/${orderId}/${photos[0]!.id}-thumb.webp`);
      const gone = await file(photos[0]!.thumb_url, customer);
      expect([gone.status, gone.error?.code]).toEqual([404, 'PHOTO_NOT_FOUND']);
      // A store that does not answer a read: 503 saying so, not "not found".
      const read = vi.spyOn(storage, 'get').mockRejectedValue(new StorageUnavailableError('store timed out'));
      const unread = await file(photos[0]!.url, customer);
      expect([unread.status, unread.error]).toEqual([
        503,
        { code: 'UNAVAILABLE', message: 'Photos cannot be stored or shown just now; please try again in a minute' },
      ]);
      read.mockRestore();

      // Replaced while the store cannot delete: the new photo stands, and the files left behind are logged.
      const remove = vi.spyOn(storage, 'remove').mockRejectedValue(new Error('store read-only'));
      const warn = vi.spyOn(backend.deps.logger, 'warn');
      const third = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg });
      expect(third.status).toBe(201);
      expect(warn).toHaveBeenCalledWith("a replaced photo's files were not removed", {
        photoId: photos[0]!.id,
        error: 'Error: store read-only',
      });
      remove.mockRestore();
      warn.mockRestore();
    });

    it('only the garage staff add photos, of a line of the order, as an image of the type it claims', async () => {
      const { orderId, pads } = await atSurvey();
      expect((await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg }, customer)).status).toBe(403);
      expect((await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg }, otherAdvisor)).status).toBe(404);
      expect((await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg }, ANONYMOUS)).status).toBe(401);
      const unknownLine = await upload(orderId, '00000000-0000-4000-8000-000000000000', {
        kind: 'WORN',
        content_type: 'image/jpeg',
        data: jpeg,
      });
      expect([unknownLine.status, unknownLine.error]).toEqual([404, { code: 'LINE_NOT_FOUND', message: 'This estimate has no such line' }]);
      // A JPEG sent as a PNG, and a text file sent as a JPEG: refused by their content.
      const renamed = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/png', data: jpeg });
      expect([renamed.status, renamed.error?.message]).toEqual([400, 'data: this file is not a JPEG, PNG or WebP photo']);
      const text = await upload(orderId, pads, {
        kind: 'WORN',
        content_type: 'image/jpeg',
        data: Buffer.from('not a photo at all, just words').toString('base64'),
      });
      expect([text.status, text.error?.message]).toEqual([400, 'data: this file is not a JPEG, PNG or WebP photo']);
      // A content type the declared input forbids, sent anyway.
      const gif = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/gif' as never, data: jpeg });
      expect([gif.status, gif.error?.message]).toEqual([400, 'content_type: a photo must be a JPEG, PNG or WebP image']);
      const png = (
        await sharp({ create: { width: 400, height: 300, channels: 4, background: '#336699' } })
          .png()
          .toBuffer()
      ).toString('base64');
      const small = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/png', data: png });
      // A phone held upright writes a landscape image with orientation 6: it is stored upright, 1067 × 1600.
      const turned = (
        await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#884422' } })
          .withMetadata({ orientation: 6 })
          .jpeg()
          .toBuffer()
      ).toString('base64');
      const upright = (await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: turned })).data.damages[1]!.photos[0]!;
      expect([upright.width, upright.height]).toEqual([1067, 1600]);
      // Never enlarged: a 400 × 300 photo stays 400 × 300.
      expect([small.status, small.data.damages[1]!.photos[0]!.width, small.data.damages[1]!.photos[0]!.height]).toEqual([201, 400, 300]);
      // Read from the header before anything is decoded: 10,000 × 5,001 pixels is over 50 megapixels;
      // 10,000 × 5,000 is not, but this one has no image data after its header, so it is no photo.
      const tall = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/png', data: pngHeaderOnly(10_000, 5_001) });
      expect([tall.status, tall.error?.message]).toEqual([
        400,
        'data: the photo is 10,000 × 5,001 pixels (50,010,000 in all): it may have at most 50,000,000 pixels (50 megapixels)',
      ]);
      const hollow = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/png', data: pngHeaderOnly(10_000, 5_000) });
      expect([hollow.status, hollow.error?.message]).toEqual([400, 'data: this file is not a JPEG, PNG or WebP photo']);
      // 6 MB of base64 is 8,388,608 characters: one group of four more is refused.
      const tooBig = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: 'A'.repeat(8_388_612) });
      expect([tooBig.status, tooBig.error?.message]).toEqual([400, 'data: the photo is larger than 6 MB']);
    });

    it('the new part only for an approved line once it is being fitted; no photo once the bill is drawn up', async () => {
      const { orderId, pads, oil } = await atSurvey();
      const waiting = await upload(orderId, pads, { kind: 'NEW', content_type: 'image/jpeg', data: jpeg });
      expect([waiting.status, waiting.error]).toEqual([
        409,
        { code: 'ESTIMATE_LOCKED', message: "'Front brake pads replacement' was not approved, so no new part is fitted" },
      ]);
      const early = await upload(orderId, oil, { kind: 'NEW', content_type: 'image/jpeg', data: jpeg });
      expect(early.error?.message).toBe('The new part is photographed once fitted, during the repair or the quality check');
      await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      await api(workshop.lineItemStatus, { order_id: orderId, decisions: [{ line_id: pads, status: 'DECLINED' }] }, customer);
      await api(workshop.lineItemApprove, { order_id: orderId }, customer);
      await move(orderId, 'REPAIR_IN_PROGRESS');
      expect((await upload(orderId, oil, { kind: 'NEW', content_type: 'image/jpeg', data: jpeg })).status).toBe(201);
      expect((await upload(orderId, pads, { kind: 'NEW', content_type: 'image/jpeg', data: jpeg })).error?.message).toBe(
        "'Front brake pads replacement' was not approved, so no new part is fitted",
      );
      // A part the customer declined takes no more photos (docs/decisions/045).
      const declined = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg });
      expect([declined.status, declined.error]).toEqual([
        409,
        { code: 'ESTIMATE_LOCKED', message: "The customer declined 'Front brake pads replacement': it takes no more photos" },
      ]);

      // Once the bill is drawn up, the lines are final: no more photos.
      const later = await atSurvey();
      await move(later.orderId, 'ESTIMATE_APPROVAL_PENDING');
      // Approved with the pads left undecided: they are not approved, so no new pads are fitted.
      const approved = await api(workshop.lineItemApprove, { order_id: later.orderId }, customer);
      expect(approved.data.damages.map((d) => d.metadata.customer_approval_status)).toEqual(['BOOKED', 'PENDING', 'APPROVED_BY_ADVISOR']);
      await move(later.orderId, 'REPAIR_IN_PROGRESS');
      const undecided = await upload(later.orderId, later.pads, { kind: 'NEW', content_type: 'image/jpeg', data: jpeg });
      expect([undecided.status, undecided.error?.message]).toEqual([
        409,
        "'Front brake pads replacement' was not approved, so no new part is fitted",
      ]);
      await move(later.orderId, 'QUALITY_CHECK');
      for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'])
        await api(workshop.recordQc, { id: later.orderId, item, passed: true }, advisor);
      expect((await move(later.orderId, 'PAYMENT_PENDING')).data.latest_stage_details.stage).toBe('PAYMENT_PENDING');
      const billed = await upload(later.orderId, later.oil, { kind: 'NEW', content_type: 'image/jpeg', data: jpeg });
      expect([billed.status, billed.error?.message]).toEqual([409, 'Photos are added from the inspection until the bill is drawn up']);
    });

    // Issue 29: work checked before it is done.
    it("another centre's advisor, an unknown line or a photo not allowed now: refused before the photo is read, let alone decoded", async () => {
      const { orderId, pads } = await atSurvey();
      const work = countWork(jpeg);
      try {
        const other = await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg }, otherAdvisor);
        expect([other.status, other.error]).toEqual([404, { code: 'ORDER_NOT_FOUND', message: 'We could not find this job card' }]);
        const noLine = await upload(orderId, '00000000-0000-4000-8000-000000000000', {
          kind: 'WORN',
          content_type: 'image/jpeg',
          data: jpeg,
        });
        expect([noLine.status, noLine.error?.code]).toEqual([404, 'LINE_NOT_FOUND']);
        const notNow = await upload(orderId, pads, { kind: 'NEW', content_type: 'image/jpeg', data: jpeg });
        expect([notNow.status, notNow.error?.message]).toEqual([
          409,
          "'Front brake pads replacement' was not approved, so no new part is fitted",
        ]);
        expect(work.counts()).toEqual({ base64: 0, headers: 0, encodes: 0 });
        // The order's own advisor: read once, its header once, the full size and the thumbnail made.
        expect((await upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg })).status).toBe(201);
        expect(work.counts()).toEqual({ base64: 1, headers: 1, encodes: 2 });
      } finally {
        work.restore();
      }
    });

    it("a photo's size is read from its header and refused before it is decoded, each refusal naming its limit", async () => {
      const { orderId, pads } = await atSurvey();
      const send = (data: string) => upload(orderId, pads, { kind: 'WORN', content_type: 'image/png', data });
      const wide = widePng();
      expect(wide.length).toBeLessThan(48_000);
      const work = countWork('');
      try {
        // The probe's 47 KB PNG: 49,000,000 × 1 is under 50 megapixels in all, but not a photo's shape.
        const probe = await send(wide.toString('base64'));
        expect([probe.status, probe.error]).toEqual([
          400,
          { code: 'VALIDATION_FAILED', message: 'data: the photo is 49,000,000 × 1 pixels: each side may be at most 12,000 pixels' },
        ]);
        // 400 megapixels: named by its size, not "not a photo".
        const huge = await send(pngHeaderOnly(20_000, 20_000));
        expect(huge.error?.message).toBe('data: the photo is 20,000 × 20,000 pixels: each side may be at most 12,000 pixels');
        expect((await send(pngHeaderOnly(12_001, 1))).error?.message).toBe(
          'data: the photo is 12,001 × 1 pixels: each side may be at most 12,000 pixels',
        );
        expect((await send(pngHeaderOnly(12_000, 4_167))).error?.message).toBe(
          'data: the photo is 12,000 × 4,167 pixels (50,004,000 in all): it may have at most 50,000,000 pixels (50 megapixels)',
        );
        // 16-bit with transparency, 8 bytes a pixel: 50 megapixels of it is 400 MB to decode.
        expect((await send(pngHeaderOnly(12_000, 4_166, { depth: 16, colourType: 6 }))).error?.message).toBe(
          'data: the photo would take 400 MB to open (12,000 × 4,166 pixels, 4 channels of 16 bits): a photo may take at most 150 MB',
        );
        expect(work.counts()).toEqual({ base64: 0, headers: 5, encodes: 0 });
        // Within every limit (12,000 × 4,166 of 8-bit colour, 12,000 × 1): decoded, and found to hold no image.
        for (const [w, h] of [
          [12_000, 4_166],
          [12_000, 1],
        ] as const) {
          expect((await send(pngHeaderOnly(w, h))).error?.message).toBe('data: this file is not a JPEG, PNG or WebP photo');
        }
        expect(work.counts()).toEqual({ base64: 0, headers: 7, encodes: 2 });
      } finally {
        work.restore();
      }
    });

    it('at most two photos are decoded at once: another waits for a place, and is answered 503 with Retry-After when none comes free', async () => {
      const { orderId, pads } = await atSurvey();
      const held = [await photoDecodes.take(), await photoDecodes.take()];
      const work = countWork(jpeg);
      try {
        // Raw: its Retry-After header is read, which the typed client does not return.
        const response = await backend.call(
          `/v1/garage/timeline/${orderId}/lines/${pads}/photos`,
          jsonInit('POST', { kind: 'WORN', content_type: 'image/jpeg', data: jpeg }),
          advisor,
        );
        const refused = { status: response.status, headers: response.headers, body: (await response.json()) as { error: unknown } };
        expect([refused.status, refused.headers.get('retry-after'), refused.body.error]).toEqual([
          503,
          '5',
          {
            code: 'UNAVAILABLE',
            message: 'This server is preparing 2 photos already, the most it prepares at once; please try again in 5 seconds',
          },
        ]);
        expect(work.counts().encodes).toBe(0);
        // One that waits goes on as soon as a place is freed.
        const waiting = upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg });
        await until(() => photoDecodes.waiting === 1);
        held[0]!();
        expect((await waiting).status).toBe(201);
        expect(work.counts().encodes).toBe(2);
      } finally {
        work.restore();
        for (const free of held) free?.();
      }
      expect([photoDecodes.busy, photoDecodes.waiting]).toEqual([0, 0]);
    });

    it("a car that moves on while its photo waits to be decoded: refused again under the order's lock, nothing recorded", async () => {
      const { orderId, pads } = await atSurvey();
      await move(orderId, 'ESTIMATE_APPROVAL_PENDING');
      await api(workshop.lineItemApprove, { order_id: orderId }, customer);
      await move(orderId, 'REPAIR_IN_PROGRESS');
      await move(orderId, 'QUALITY_CHECK');
      for (const item of ['work-done', 'test-drive', 'fluids', 'warning-lights', 'old-parts', 'clean'])
        await api(workshop.recordQc, { id: orderId, item, passed: true }, advisor);
      const held = [await photoDecodes.take(), await photoDecodes.take()];
      try {
        // Allowed at the quality check when it is asked; the bill is drawn up while it waits for a place.
        const waiting = upload(orderId, pads, { kind: 'WORN', content_type: 'image/jpeg', data: jpeg });
        await until(() => photoDecodes.waiting === 1);
        expect((await move(orderId, 'PAYMENT_PENDING')).data.latest_stage_details.stage).toBe('PAYMENT_PENDING');
        held[0]!();
        const refused = await waiting;
        expect([refused.status, refused.error]).toEqual([
          409,
          { code: 'ESTIMATE_LOCKED', message: 'Photos are added from the inspection until the bill is drawn up' },
        ]);
      } finally {
        for (const free of held) free?.();
      }
      const timeline = await api(workshop.garageTimeline, { id: orderId }, advisor);
      expect(timeline.data.damages.map((d) => d.photos)).toEqual([[], [], []]);
    });
  });
}
