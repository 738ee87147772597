import { z } from 'zod';
import { text } from './input-rules';
import { SURVEY_STATES } from './vocabulary';
import { COMMENT_MAX, COMMENT_TOO_LONG, SCORE_MAX, SCORE_MIN, SCORE_PROBLEM } from './survey-limits';

// The satisfaction survey after delivery (docs/decisions/029): spec §7's create-typeform-link, and the
// product's own one-question page, reached by a link that names its work order.

/** Spec §7 create-typeform-link: the delivered car's work order. */
export const SurveyLinkInputSchema = z.object({ order_id: z.uuid('order id must be a valid id') });
export const SurveyLinkSchema = z.object({ survey_url: z.url() });

/** The link's token: checked by its signature, so any text is taken and an unknown one answers 404. */
export const SurveyTokenSchema = z.object({ token: z.string().min(1, 'token is missing').max(200, 'token is not a survey link') });

export const SurveyAnswerInputSchema = z.object({
  score: z.number({ error: SCORE_PROBLEM }).int(SCORE_PROBLEM).min(SCORE_MIN, SCORE_PROBLEM).max(SCORE_MAX, SCORE_PROBLEM),
  /** Optional; trimmed, an empty one is no comment. */
  comment: text(COMMENT_MAX, 'comment', { lines: true, tooLong: COMMENT_TOO_LONG }).optional(),
});

/** A survey as its page shows it: the question's garage, the answer given (if any) and until when it may change. */
export const SurveySchema = z.object({
  garage_name: z.string(),
  state: z.enum(SURVEY_STATES),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  /** When the answer was first given and last changed (instants with the IST offset). */
  answered_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The last instant the answer may be changed; null before an answer. */
  change_until: z.string().nullable(),
  /** The last instant a first answer is taken. */
  closes_at: z.string(),
});
