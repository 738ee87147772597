// The survey's reaction to an appointment's events (docs/decisions/040): a delivered car's customer is
// sent the delivery message with the satisfaction survey's link, once.
import type { BackendDeps } from '../platform/deps';
import { reaction } from '../appointments';
import { findSurveyOrder } from './repository';
import { sendDelivered } from './messages';

export const surveyInvitation = (deps: Pick<BackendDeps, 'providers'>) =>
  reaction({
    name: 'survey-invitation',
    on: ['delivered'],
    notifies: true,
    async react(tx, event) {
      const row = await findSurveyOrder(tx, event.facts.order_id);
      if (!row) return;
      await sendDelivered(tx, row.appointment, deps.providers.survey.linkFor({ orderId: row.order.id, garageCode: row.garageCode }));
    },
  });
