import { $journey, chooseGarage, chooseServiceType } from '@/stores/journey';
import { saveGarageContext } from '@/stores/local-records';
import { isServiceTypeId } from '@/lib/journey-steps';
import { mapGarage } from '@/lib/garage-mapping';

/**
 * The address wins over memory: a `category` or `garageId` in the URL (a shared link, the app,
 * a landing page) becomes the journey's service type or garage.
 */
export async function syncJourneyFromUrl(search = window.location.search): Promise<void> {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  if (isServiceTypeId(category) && $journey.get().serviceType !== category) chooseServiceType(category);
  const garageId = params.get('garageId');
  const pincode = params.get('pincode') ?? undefined;
  if (!garageId) return;
  saveGarageContext(garageId, pincode);
  if ($journey.get().garage?.garageId === garageId) return;
  try {
    // Loaded only when needed, so pages that never look a garage up don't ship the client.
    const { api } = await import('./api-client');
    chooseGarage(mapGarage(await api.garage(garageId)), pincode);
  } catch {
    // An unknown garage id is shown by the page that needs it; nothing to store.
  }
}
