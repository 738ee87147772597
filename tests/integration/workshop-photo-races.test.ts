// Photos of one estimate line and kind saved at the same moment (issue 29; decisions 030, 037), on
// PostgreSQL where two connections can race. Uploads lock their order, so they take turns; the
// replacing itself does not lean on that: a photo committed by another connection between its delete
// and its insert is replaced too, files and all, never a 500. The race is made to happen every time
// with tests/support/uncommitted.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { workshopPeople } from '../support/workshop-people';
import { bookedAppointment } from '../support/booking-fixtures';
import { apiOf } from '../support/api';
import { whileUncommitted } from '../support/uncommitted';
import { workshop } from '@/contracts/endpoints';
import type { Actor } from '@/contracts/actor';
import { linePhotos } from '@/backend/platform/db/schema';
import { replacePhoto } from '@/backend/workshop/repository';
import { withTransaction } from '@/backend/platform/db/transaction';

const PADS = {
  part_name: 'Front brake pads',
  catalogue_item_id: 'brake-pads-front',
  net_labour_cost: 45_000,
  net_part_cost: 180_000,
  net_service_cost: 0,
};

for (const target of (await databaseTargets()).filter((t) => t.name === 'postgres')) {
  describe.skipIf(!target.available)('photos of one line and kind saved at the same moment (postgres)', () => {
    let backend: TestBackend;
    let customer: Actor;
    let advisor: Actor;
    let cars = 0;
    let jpeg: string;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const upload = (orderId: string, lineId: string) =>
      api(workshop.addLinePhoto, { id: orderId, line_id: lineId, kind: 'WORN', content_type: 'image/jpeg', data: jpeg }, advisor);
    const atSurvey = async () => {
      const { id } = await bookedAppointment(backend, customer, `KA03PR${String(1000 + ++cars)}`);
      const orderId = (await api(workshop.checkIn, { request_id: `photo-race-${cars}`, appointment_id: id }, advisor)).data.order_id;
      await api(workshop.advanceStage, { id: orderId, stage: 'SURVEY' }, advisor);
      const damages = (await api(workshop.addLine, { id: orderId, ...PADS }, advisor)).data.damages;
      return { orderId, pads: damages[1]!.id };
    };
    const stored = async (orderId: string, photoId: string) => {
      const storage = backend.deps.providers.storage;
      return [
        (await storage.get(`photos/${orderId}/${photoId}-full.webp`)) !== null,
        (await storage.get(`photos/${orderId}/${photoId}-thumb.webp`)) !== null,
      ];
    };

    beforeAll(async () => {
      backend = await startTestBackend(target.name);
      ({ customer, advisor } = await workshopPeople(backend.deps.db, 9812300391, { customer: 'Race Customer', advisor: 'Race Advisor' }));
      jpeg = (
        await sharp({ create: { width: 64, height: 48, channels: 3, background: '#556677' } })
          .jpeg()
          .toBuffer()
      ).toString('base64');
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('a photo committed by another connection between the look-up and the write is replaced, not answered 500', async () => {
      const { orderId, pads } = await atSurvey();
      const storage = backend.deps.providers.storage;
      const theirs = randomUUID();
      const keys = { key: `photos/${orderId}/${theirs}-full.webp`, thumbKey: `photos/${orderId}/${theirs}-thumb.webp` };
      await storage.put(keys.key, { bytes: new Uint8Array([1]), contentType: 'image/webp' });
      await storage.put(keys.thumbKey, { bytes: new Uint8Array([1]), contentType: 'image/webp' });
      const db = backend.deps.db;
      const theirsInserted = (tx: typeof db) =>
        tx.insert(linePhotos).values({
          id: theirs,
          lineId: pads,
          workOrderId: orderId,
          kind: 'WORN',
          ...keys,
          contentType: 'image/webp',
          width: 64,
          height: 48,
          bytes: 1,
        });
      const answer = await whileUncommitted(db, theirsInserted, () => upload(orderId, pads));
      expect(answer.status).toBe(201);
      const [ours] = answer.data.damages[1]!.photos;
      expect(ours!.id).not.toBe(theirs);
      expect((await db.select({ id: linePhotos.id }).from(linePhotos).where(eq(linePhotos.lineId, pads))).map((r) => r.id)).toEqual([
        ours!.id,
      ]);
      // Theirs is replaced whole: its files go too.
      expect([await storage.get(keys.key), await storage.get(keys.thumbKey)]).toEqual([null, null]);
      expect(await stored(orderId, ours!.id)).toEqual([true, true]);
    });

    it("replacing a photo on its own, without the order's lock, takes one committed meanwhile by another connection in its stride", async () => {
      const { orderId, pads } = await atSurvey();
      const db = backend.deps.db;
      const row = (id: string) => ({
        id,
        lineId: pads,
        workOrderId: orderId,
        kind: 'WORN' as const,
        key: `photos/${orderId}/${id}-full.webp`,
        thumbKey: `photos/${orderId}/${id}-thumb.webp`,
        contentType: 'image/webp',
        width: 64,
        height: 48,
        bytes: 1,
      });
      const [theirs, ours] = [randomUUID(), randomUUID()];
      // Theirs, uncommitted, is invisible to our delete: our insert meets it in the unique index and waits.
      const replaced = await whileUncommitted(
        db,
        (tx) => tx.insert(linePhotos).values(row(theirs)),
        () => withTransaction(db, (tx) => replacePhoto(tx, row(ours))),
      );
      expect(replaced.map((r) => r.id)).toEqual([theirs]);
      expect((await db.select({ id: linePhotos.id }).from(linePhotos).where(eq(linePhotos.lineId, pads))).map((r) => r.id)).toEqual([ours]);
    });

    it("four uploads of the same kind at once: each answered 201, one photo kept, the others' files removed", async () => {
      const { orderId, pads } = await atSurvey();
      const put = vi.spyOn(backend.deps.providers.storage, 'put');
      let answers: Awaited<ReturnType<typeof upload>>[];
      let keys: string[];
      try {
        answers = await Promise.all([1, 2, 3, 4].map(() => upload(orderId, pads)));
      } finally {
        keys = put.mock.calls.map(([key]) => key);
        put.mockRestore();
      }
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      const kept = (await backend.deps.db.select({ id: linePhotos.id }).from(linePhotos).where(eq(linePhotos.lineId, pads))).map(
        (r) => r.id,
      );
      expect(kept).toHaveLength(1);
      // Every upload stored its own two files; only the kept photo's are left.
      const made = new Set(keys.map((key) => /\/([0-9a-f-]{36})-(?:full|thumb)\.webp$/.exec(key)![1]!));
      expect([made.size, made.has(kept[0]!)]).toEqual([4, true]);
      for (const id of made) expect(await stored(orderId, id)).toEqual(id === kept[0] ? [true, true] : [false, false]);
    });
  });
}
