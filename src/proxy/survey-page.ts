// What the survey's screens read (docs/decisions/029): the survey of a link, for its page, and the
// link of a delivered car, for the tracking screen's "How did we do?" card.
import { ANONYMOUS, type Actor } from '@/contracts/actor';
import { API_ENDPOINTS, BACKEND_ENDPOINTS, type EndpointData } from '@/contracts/endpoints';
import { AppError } from '@/contracts/errors';
import { fetchData, orNullWhen } from './call-endpoint';

export type SurveyData = EndpointData<typeof BACKEND_ENDPOINTS.survey>;
export type SurveyPage = { kind: 'ready'; survey: SurveyData } | { kind: 'not-found' } | { kind: 'unavailable' };

/** The survey of a link: the token is what lets the visitor in, so it is read as the anonymous visitor. */
export async function loadSurveyPage(token: string): Promise<SurveyPage> {
  try {
    const survey = await orNullWhen(fetchData(BACKEND_ENDPOINTS.survey, { token }, { actor: ANONYMOUS }), 'SURVEY_NOT_FOUND');
    return survey ? { kind: 'ready', survey } : { kind: 'not-found' };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return { kind: 'not-found' };
    console.warn('Failed to fetch the survey', error instanceof AppError ? error.code : error);
    return { kind: 'unavailable' };
  }
}

/** The survey's address of a delivered car for its customer (spec's create-typeform-link), or null when there is none to show. */
export function loadSurveyLink(orderId: string, actor: Actor): Promise<string | null> {
  return fetchData(API_ENDPOINTS['create-typeform-link'], { order_id: orderId }, { actor }).then(
    (d) => d.survey_url,
    () => null,
  );
}
