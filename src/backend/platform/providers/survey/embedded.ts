import type { SurveyProvider } from './index';
import { surveyToken } from './survey-token';
import { siteUrl } from '@/lib/paths';

/**
 * The default survey: the product's own page, /service-centre/survey/{token}, at the product's public
 * origin (the link goes out by SMS). Its answers are kept in survey_answers.
 */
export function createEmbeddedSurvey(options: { key: Buffer; siteOrigin: () => string }): SurveyProvider {
  return {
    name: 'embedded',
    linkFor: (order) => siteUrl(options.siteOrigin(), `/survey/${surveyToken(options.key, order.orderId)}`),
  };
}
