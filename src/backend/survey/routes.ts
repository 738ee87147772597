import { survey } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { serve, type BackendApp } from '../platform/http';
import { answerSurvey, getSurvey, surveyLink } from './survey-service';

export function surveyRoutes(app: BackendApp, deps: BackendDeps) {
  serve(app, survey.surveyLink, (input, { actor }) => surveyLink(deps, actor, input.order_id));
  serve(app, survey.survey, (input) => getSurvey(deps, input.token));
  serve(app, survey.answerSurvey, (input) => answerSurvey(deps, input.token, input));
}
