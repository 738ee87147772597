// Looking up a car by its registration number: the number is normalised before the registry is asked,
// an invalid one never reaches it, and a registry failure is logged and answered as REGISTRY_UNAVAILABLE
// (the visitor then chooses make and model), distinct from a number the registry does not know.
import { describe, expect, it, vi } from 'vitest';
import { lookUpVehicle } from '@/backend/vehicles/lookup-service';
import type { VehicleDetails } from '@/contracts/vehicles';

const SWIFT = { registration_number: 'KA05MN1234', make_slug: 'maruti-suzuki', model: 'Swift' } as unknown as VehicleDetails;
const logger = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('looking up a vehicle', () => {
  it('asks the registry for the normalised number and answers what it found', async () => {
    const lookup = vi.fn(async () => SWIFT);
    expect(await lookUpVehicle({ registry: { name: 'fake', lookup }, logger: logger() }, 'ka-05 mn 1234')).toBe(SWIFT);
    expect(lookup).toHaveBeenCalledWith('KA05MN1234');
  });

  it('refuses an invalid number without asking the registry', async () => {
    const lookup = vi.fn(async () => SWIFT);
    await expect(lookUpVehicle({ registry: { name: 'fake', lookup }, logger: logger() }, 'XX01AB1234')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid registration number, like KA 05 MN 1234',
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('answers VEHICLE_NOT_FOUND for a number the registry does not know', async () => {
    await expect(
      lookUpVehicle({ registry: { name: 'fake', lookup: async () => null }, logger: logger() }, 'KA01ZZ9999'),
    ).rejects.toMatchObject({ code: 'VEHICLE_NOT_FOUND', message: 'We could not find this vehicle; choose its make and model instead' });
  });

  it('logs a failing registry by name and answers REGISTRY_UNAVAILABLE', async () => {
    const log = logger();
    const error = new Error('socket hang up');
    await expect(
      lookUpVehicle(
        {
          registry: {
            name: 'vahan',
            lookup: async () => {
              throw error;
            },
          },
          logger: log,
        },
        'KA05MN1234',
      ),
    ).rejects.toMatchObject({
      code: 'REGISTRY_UNAVAILABLE',
      message: 'We could not look up this vehicle right now; choose its make and model instead',
    });
    expect(log.warn).toHaveBeenCalledWith('vehicle registry failed', { registry: 'vahan', error });
  });
});
