// The satisfaction survey after delivery (docs/decisions/029): the link its customer is given (spec
// §7 create-typeform-link, through the survey provider), and the product's own one-question page,
// reached by a signed token: what it shows and the answer it takes. Rules: src/lib/survey-rules.ts.
import type { BackendDeps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { withRetriedTransaction } from '../platform/db/transaction';
import { orderIdOfSurveyToken } from '../platform/providers/survey/survey-token';
import { ownOrRefuse } from '../appointments';
import * as repo from './repository';
import type { Actor } from '@/contracts/actor';
import { AppError } from '@/contracts/errors';
import { Stage, Survey } from '@/contracts/vocabulary';
import type { z } from 'zod';
import type { SurveyLinkSchema, SurveySchema } from '@/contracts/survey';
import { istIso } from '@/lib/ist-calendar';
import { CHANGE_DAYS, OPEN_DAYS, changeDeadline, closesAt, surveyState, takesAnswers } from '@/lib/survey-rules';

type SurveyView = z.infer<typeof SurveySchema>;
type Deps = Pick<BackendDeps, 'db' | 'clock' | 'surveyKey'>;

const surveyNotFound = () => new AppError('SURVEY_NOT_FOUND', 'This survey link is not valid');
/** The job card the survey is about is missing or not the caller's: the workshop's words for it. */
const orderNotFound = () => new AppError('ORDER_NOT_FOUND', 'We could not find this job card');

/** Spec's create-typeform-link: the survey's address for a delivered car, for its customer only; the same every time. */
export async function surveyLink(
  deps: Pick<BackendDeps, 'db' | 'providers'>,
  actor: Actor,
  orderId: string,
): Promise<z.infer<typeof SurveyLinkSchema>> {
  const row = await repo.findSurveyOrder(deps.db, orderId);
  ownOrRefuse(actor, row?.appointment, { notFound: orderNotFound, forStaff: 'The survey is for the customer to answer' });
  if (row!.order.stage !== Stage.CAR_DELIVERED) throw new AppError('SURVEY_NOT_OPEN', 'The survey opens once your car is delivered');
  return { survey_url: deps.providers.survey.linkFor({ orderId, garageCode: row!.garageCode }) };
}

/** The delivered order a token names; 404 for a token not made here or an order not delivered. */
async function surveyOrder(db: Db, key: Buffer, token: string, options: { lock?: boolean } = {}) {
  const orderId = orderIdOfSurveyToken(key, token);
  const row = orderId ? await repo.findSurveyOrder(db, orderId, options) : undefined;
  if (!row?.deliveredAt || row.order.stage !== Stage.CAR_DELIVERED) throw surveyNotFound();
  return { ...row, deliveredAt: row.deliveredAt };
}

function viewOf(garageName: string, deliveredAt: Date, answer: repo.SurveyAnswerRow | undefined, now: Date): SurveyView {
  return {
    garage_name: garageName,
    state: surveyState({ deliveredAt, answeredAt: answer?.answeredAt ?? null, now }),
    score: answer?.score ?? null,
    comment: answer?.comment ?? null,
    answered_at: answer ? istIso(answer.answeredAt) : null,
    updated_at: answer ? istIso(answer.updatedAt) : null,
    change_until: answer ? istIso(changeDeadline(answer.answeredAt)) : null,
    closes_at: istIso(closesAt(deliveredAt)),
  };
}

/** The survey of a link, as its page shows it. */
export async function getSurvey(deps: Deps, token: string): Promise<SurveyView> {
  const row = await surveyOrder(deps.db, deps.surveyKey, token);
  return viewOf(row.garageName, row.deliveredAt, await repo.answerOf(deps.db, row.order.id), deps.clock());
}

/**
 * The customer's answer: the first one while the survey is open (30 days after delivery), or a change
 * of it within 7 days of the first; refused after that, saying why.
 */
export async function answerSurvey(deps: Deps, token: string, input: { score: number; comment?: string }): Promise<SurveyView> {
  return withRetriedTransaction(deps.db, async (tx) => {
    const now = deps.clock();
    const row = await surveyOrder(tx, deps.surveyKey, token, { lock: true });
    const before = await repo.answerOf(tx, row.order.id);
    const state = surveyState({ deliveredAt: row.deliveredAt, answeredAt: before?.answeredAt ?? null, now });
    if (!takesAnswers(state)) {
      throw new AppError(
        'SURVEY_CLOSED',
        state === Survey.FINAL
          ? `Your answer can no longer be changed: answers can be changed for ${CHANGE_DAYS} days`
          : `This survey closed ${OPEN_DAYS} days after your car was delivered`,
      );
    }
    const saved = await repo.saveAnswer(tx, { workOrderId: row.order.id, score: input.score, comment: input.comment || null, at: now });
    return viewOf(row.garageName, row.deliveredAt, saved, now);
  });
}
