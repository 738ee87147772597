import { saved } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { reply, serve, type BackendApp } from '../platform/http';
import { requireSignedIn } from '@/contracts/access';
import { removeAddress, saveAddress, savedAddresses, savedVehicles, saveVehicle } from './service';

export function customerRoutes(app: BackendApp, { db, providers, logger }: BackendDeps) {
  serve(app, saved.savedAssets, async (_input, { actor }) => savedVehicles(db, requireSignedIn(actor).id));
  serve(app, saved.createVehicle, async (input, { actor }) => {
    const { vehicle, created } = await saveVehicle(
      { db, registry: providers.vehicleRegistry, logger },
      requireSignedIn(actor).id,
      input.asset_number,
    );
    return reply(created ? 201 : 200, { data: vehicle });
  });
  serve(app, saved.savedAddresses, async (_input, { actor }) => savedAddresses(db, requireSignedIn(actor).id));
  serve(app, saved.addAddress, async (input, { actor }) => saveAddress(db, requireSignedIn(actor).id, input.address));
  serve(app, saved.removeAddress, async (input, { actor }) => {
    await removeAddress(db, actor, input.id);
    return null;
  });
}
