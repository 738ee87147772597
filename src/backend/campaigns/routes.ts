import { campaigns } from '@/contracts/endpoints';
import { requireSignedIn } from '@/contracts/access';
import type { BackendDeps } from '../platform/deps';
import { reply, serve, type BackendApp } from '../platform/http';
import { getCampaignColors, getCampaignOffer, validateOffer } from './offer-service';
import { createCampaign, extractReward, getReward, listCampaigns, listRewards } from './campaign-service';

export function campaignRoutes(app: BackendApp, deps: BackendDeps) {
  const { db, clock } = deps;
  serve(app, campaigns.qrCampaignColors, (input) => getCampaignColors(db, input, clock()));
  serve(app, campaigns.offerValidation, (input, { actor }) => validateOffer(db, actor, input, clock()));
  serve(app, campaigns.qrCampaign, (input) => getCampaignOffer(db, input, clock()));
  serve(app, campaigns.fetchRewards, (_input, { actor }) => listRewards(db, requireSignedIn(actor).id, clock()));
  serve(app, campaigns.rewardDetails, (input, { actor }) => getReward(db, requireSignedIn(actor).id, input.id, clock()));
  serve(app, campaigns.extractReward, (input, { actor }) => extractReward(db, requireSignedIn(actor).id, input.claim_id, clock()));
  serve(app, campaigns.staffCampaigns, (_input, { actor }) => listCampaigns(db, actor, deps.siteOrigin()));
  serve(app, campaigns.createCampaign, async (input, { actor }) =>
    reply(201, { data: await createCampaign(db, actor, input, deps.siteOrigin()) }),
  );
}
