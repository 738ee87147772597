import { defineEndpoint } from './define';
import { SurveyAnswerInputSchema, SurveyLinkInputSchema, SurveyLinkSchema, SurveySchema, SurveyTokenSchema } from '../survey';

// The satisfaction survey after delivery (docs/decisions/029). The link is the survey provider's:
// the product's own page by default, a Typeform form with TYPEFORM_FORM_URL. The page's calls are
// public: the signed token in the address is what lets them in.

export const surveyLink = defineEndpoint({
  access: 'owner',
  method: 'POST',
  upstream: '/v1/garage/users/npsLink',
  summary:
    "Spec's create-typeform-link: the satisfaction survey's address for a delivered car, the same each time; its customer only (staff 403), 409 SURVEY_NOT_OPEN before delivery",
  body: SurveyLinkInputSchema,
  answer: SurveyLinkSchema,
  cache: 0,
});

export const survey = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/garage/survey/{token}',
  summary:
    'The survey of a link: the garage asked about, the answer given and until when it may be changed; 404 SURVEY_NOT_FOUND for an unknown link',
  params: SurveyTokenSchema,
  answer: SurveySchema,
  cache: 0,
});

export const answerSurvey = defineEndpoint({
  access: 'public',
  method: 'POST',
  upstream: '/v1/garage/survey/{token}',
  summary:
    'Answers the survey (a score from 0 to 10, a comment of up to 500 characters), or replaces the answer within 7 days of it; 409 SURVEY_CLOSED after that, or 30 days after delivery unanswered',
  params: SurveyTokenSchema,
  body: SurveyAnswerInputSchema,
  answer: SurveySchema,
  cache: 0,
});
