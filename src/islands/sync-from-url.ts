import { $journey, chooseGarage, chooseServiceType } from '@/stores/journey';
import { saveGarageContext } from '@/stores/local-records';
import { isServiceTypeId } from '@/lib/journey-steps';
import { mapGarage, type GarageSummary } from '@/lib/garage-mapping';
import { track } from '@/islands/analytics';

/**
 * The address wins over memory: a `category` or `garageId` in the URL (a shared link, the app,
 * a landing page) becomes the journey's service type or garage.
 */
export async function syncJourneyFromUrl(search = window.location.search): Promise<void> {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  if (isServiceTypeId(category) && $journey.get().serviceType !== category) {
    chooseServiceType(category);
    track('service_chosen', { service_type: category });
  }
  const garageId = params.get('garageId');
  const pincode = params.get('pincode') ?? undefined;
  if (!garageId) return;
  saveGarageContext(garageId, pincode);
  if ($journey.get().garage?.garageId === garageId) return;
  const rendered = renderedGarage(garageId);
  if (rendered) return chooseGarage(rendered, pincode);
  try {
    // Loaded only when needed, so pages that never look a garage up don't ship the client.
    const { apiGet } = await import('./api-client');
    chooseGarage(mapGarage(await apiGet('garage-details-from-id/{id}', { id: garageId })), pincode);
  } catch {
    // An unknown garage id is shown by the page that needs it; nothing to store.
  }
}

/** The garage the server already rendered into the page (home, car-garage), if it is this one. */
function renderedGarage(garageId: string): GarageSummary | null {
  try {
    const garage = JSON.parse(document.getElementById('sc-garage')?.textContent ?? 'null') as GarageSummary | null;
    return garage?.garageId === garageId ? garage : null;
  } catch {
    return null;
  }
}
