// What the scan and video-offer pages read before they render: the running campaign named by the
// address (utm_medium, garageId, color). Spec §8: a campaign or colour that cannot be fetched is
// null, and the page says the offer is not available; it never fails the page.
import { campaigns } from '@/contracts/endpoints';
import type { CampaignOffer } from '@/contracts/campaigns';
import type { CampaignSource } from '@/contracts/vocabulary';
import { actorOf } from './actor';
import { fetchData } from './call-endpoint';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLOR = /^[a-z]{3,20}$/;

/** The offer of the address, or null (no such campaign, closed, or the call failed). */
export async function loadOffer(url: URL, locals: App.Locals, source: CampaignSource): Promise<CampaignOffer | null> {
  const garageId = url.searchParams.get('garageId') ?? url.searchParams.get('garage_id');
  const color = url.searchParams.get('color');
  if (url.searchParams.get('utm_medium') !== source || !garageId || !UUID.test(garageId)) return null;
  return fetchData(
    campaigns.qrCampaign,
    { utm_medium: source, garage_id: garageId, ...(color && COLOR.test(color) ? { color } : {}) },
    { actor: actorOf(locals) },
  ).catch(() => null);
}
