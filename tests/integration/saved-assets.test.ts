import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestBackend, type TestBackend } from '../support/backend';
import { databaseTargets } from '../support/databases';
import { apiOf } from '../support/api';
import { createTestSession } from '../support/sessions';
import { HSR_ADDRESS as ADDRESS } from '../support/booking-fixtures';
import { addresses, customerVehicles } from '@/backend/platform/db/schema';
import type { Actor } from '@/contracts/actor';
import { accounts, saved } from '@/contracts/endpoints';

// Seed: KA05MN1234 is a Maruti Suzuki Swift VXi (known-vehicles.json); KA01ZZ9999 no registry knows.

for (const target of await databaseTargets()) {
  describe.skipIf(!target.available)(`saved cars and addresses on ${target.name}`, () => {
    let backend: TestBackend;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    const actorOf = async (phone: string): Promise<Actor> => {
      const session = await createTestSession(backend.deps.db, phone);
      return (await api(accounts.resolveSession, { token: session.token })).data.actor;
    };
    beforeAll(async () => {
      backend = await startTestBackend(target.name);
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('saves a car by its number with what the registry knows, once', async () => {
      const asha = await actorOf('9567000001');
      const first = await api(saved.createVehicle, { asset_number: 'ka 05 mn 1234' }, asha);
      expect(first).toEqual({
        status: 201,
        data: { vehicle_make: 'Maruti Suzuki', vehicle_model: 'Maruti Suzuki Swift', vehicle_name: 'VXi', vehicle_number: 'KA05MN1234' },
      });
      expect((await api(saved.createVehicle, { asset_number: 'KA05MN1234' }, asha)).status).toBe(200);
      const unknown = await api(saved.createVehicle, { asset_number: 'KA01ZZ9999' }, asha);
      expect(unknown.data).toEqual({ vehicle_make: '', vehicle_model: '', vehicle_name: '', vehicle_number: 'KA01ZZ9999' });
      const list = await api(saved.savedAssets, {}, asha);
      expect(list.data.map((v) => v.vehicle_number)).toEqual(['KA01ZZ9999', 'KA05MN1234']);
      // Kept with the car: the registry's year of registration and colour (known-vehicles.json), none for the unknown number.
      const rows = await backend.deps.db
        .select({ number: customerVehicles.registrationNumber, year: customerVehicles.registrationYear, color: customerVehicles.color })
        .from(customerVehicles)
        .where(eq(customerVehicles.userId, (asha as { id: string }).id))
        .orderBy(customerVehicles.registrationNumber);
      expect(rows).toEqual([
        { number: 'KA01ZZ9999', year: null, color: null },
        { number: 'KA05MN1234', year: 2019, color: 'Pearl Arctic White' },
      ]);
    });

    it('lists the person’s appointments for My bookings with the slot as HH:MM, newest first', async () => {
      const session = await createTestSession(backend.deps.db, '9567000041');
      const actor = (await api(accounts.resolveSession, { token: session.token })).data.actor;
      const { appointments } = await import('@/backend/platform/db/schema');
      const base = {
        garageId: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
        userId: session.userId,
        serviceType: 'PERIODIC_MAINTENANCE',
        serviceTypeId: 'periodic_service',
        pincode: '560068',
        source: 'test',
      } as const;
      await backend.deps.db.insert(appointments).values([
        {
          ...base,
          vehicleKey: 'reg:KA01AA0003',
          status: 'SCHEDULED',
          appointmentDate: '2026-11-25',
          slotStart: '10:30:00',
          createdAt: new Date('2026-11-20T09:00:00Z'),
        },
        { ...base, vehicleKey: 'reg:KA01AA0004', status: 'CREATED', createdAt: new Date('2026-11-21T09:00:00Z') },
      ]);
      const list = await api(accounts.myAppointments, {}, actor);
      expect(list.data.map((a) => [a.garageName, a.status, a.appointmentDate, a.slotStart, a.createdAt])).toEqual([
        ['Service Centre Kudlu Gate', 'CREATED', null, null, '2026-11-21T09:00:00.000Z'],
        ['Service Centre Kudlu Gate', 'SCHEDULED', '2026-11-25', '10:30', '2026-11-20T09:00:00.000Z'],
      ]);
      expect((await api(accounts.myAppointments, {}, await actorOf('9567000042'))).data).toEqual([]);
    });

    it('refuses a number that is not a registration number', async () => {
      const r = await api(saved.createVehicle, { asset_number: 'HELLO' }, await actorOf('9567000002'));
      expect([r.status, r.error]).toEqual([
        400,
        { code: 'VALIDATION_FAILED', message: 'asset_number: Enter a valid registration number, like KA 05 MN 1234' },
      ]);
    });

    it('lists only the caller’s own cars and addresses', async () => {
      const a = await actorOf('9567000011');
      const b = await actorOf('9567000012');
      await api(saved.createVehicle, { asset_number: 'KA05MN1234' }, a);
      await api(saved.addAddress, { address: ADDRESS, source: 'WEB' }, a);
      expect((await api(saved.savedAssets, {}, b)).data).toEqual([]);
      expect((await api(saved.savedAddresses, {}, b)).data).toEqual([]);
      expect((await api(saved.savedAddresses, {}, a)).data).toHaveLength(1);
    });

    it('saves an address with its place, and removes it for its owner only (404 for anyone else)', async () => {
      const a = await actorOf('9567000021');
      const b = await actorOf('9567000022');
      const added = await api(
        saved.addAddress,
        {
          address: { ...ADDRESS, location_coords: { latitude: 12.9116, longitude: 77.6474 } },
          registration_number: 'KA05MN1234',
          source: 'MOBILE_APP',
        },
        a,
      );
      expect(added.status).toBe(201);
      const { id, ...rest } = added.data;
      expect(rest).toEqual({ ...ADDRESS, location_coords: { latitude: 12.9116, longitude: 77.6474 } });
      const advisor = (
        await api(accounts.resolveSession, {
          token: (
            await createTestSession(backend.deps.db, '9567000023', {
              role: 'ADVISOR',
              garageIds: ['4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001'],
            })
          ).token,
        })
      ).data.actor;
      for (const other of [b, advisor]) {
        const refused = await api(saved.removeAddress, { id }, other);
        expect([refused.status, refused.error]).toEqual([404, { code: 'ADDRESS_NOT_FOUND', message: 'No saved address has this id' }]);
      }
      expect((await api(saved.removeAddress, { id })).status).toBe(401);
      expect((await api(saved.removeAddress, { id }, a)).status).toBe(204);
      expect((await api(saved.savedAddresses, {}, a)).data).toEqual([]);
      expect((await api(saved.removeAddress, { id }, a)).status).toBe(404);
    });

    it('keeps what helps find the address, and shows a place only with both of its coordinates', async () => {
      const a = await actorOf('9567000024');
      const described = await api(saved.addAddress, { address: { ...ADDRESS, description: 'Blue gate, opposite the park' } }, a);
      expect([described.status, described.data.description, described.data.location_coords]).toEqual([
        201,
        'Blue gate, opposite the park',
        null,
      ]);
      // A row written with one coordinate only (an import, a half-filled migration): no place rather than a wrong one.
      const userId = (a as { id: string }).id;
      await backend.deps.db.insert(addresses).values([
        { userId, line: '1 Lat Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560102', latitude: 12.9116, longitude: null },
        { userId, line: '2 Long Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560102', latitude: null, longitude: 77.6474 },
      ]);
      const listed = (await api(saved.savedAddresses, {}, a)).data;
      expect(listed.map((x) => [x.line, x.location_coords]).sort()).toEqual([
        ['1 Lat Road', null],
        ['12, 4th Cross, HSR Layout', null],
        ['2 Long Road', null],
      ]);
    });

    it('refuses an address without a valid pincode, naming the field', async () => {
      const r = await api(saved.addAddress, { address: { ...ADDRESS, pincode: '056010' } }, await actorOf('9567000031'));
      expect([r.status, r.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(r.error?.message).toContain('pincode');
    });
  });

  describe.skipIf(!target.available)(`saving a car while the registry is down on ${target.name}`, () => {
    let backend: TestBackend;
    const api = apiOf({ call: (...args) => backend.call(...args) });
    // A registry nobody answers at: the car is saved without its model rather than refused.
    beforeAll(async () => {
      backend = await startTestBackend(target.name, { providers: { vehicleRegistryUrl: 'http://127.0.0.1:9' } });
    });
    afterAll(async () => {
      await backend?.stop();
    });

    it('saves the number with no make or model', async () => {
      const session = await createTestSession(backend.deps.db, '9567000051');
      const actor = (await api(accounts.resolveSession, { token: session.token })).data.actor;
      const warn = vi.spyOn(backend.deps.logger, 'warn');
      const r = await api(saved.createVehicle, { asset_number: 'KA05MN1234' }, actor);
      expect([r.status, r.data]).toEqual([201, { vehicle_make: '', vehicle_model: '', vehicle_name: '', vehicle_number: 'KA05MN1234' }]);
      // Said in the log, naming the registry, so a registry that is down is noticed.
      expect(warn).toHaveBeenCalledWith('vehicle registry failed; the car is saved without its model', {
        registry: 'http',
        error: expect.anything(),
      });
      warn.mockRestore();
    });
  });
}
