// The satisfaction survey after delivery (docs/decisions/029): one question answered 0–10, an
// optional comment, how long the link stays open and how long an answer may be changed, and the
// Typeform link with its hidden fields. Pure.
import { Survey, type SurveyState } from '@/contracts/vocabulary';
import { COMMENT_MAX, COMMENT_TOO_LONG, SCORE_MAX, SCORE_MIN } from '@/contracts/survey-limits';

export { COMMENT_MAX } from '@/contracts/survey-limits';

/** The scores offered, in order: eleven buttons. */
export const SURVEY_SCORES: readonly number[] = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/** An answer may be changed for this long after it was first given. */
export const CHANGE_DAYS = 7;
/** A survey nobody answered closes this long after the car was delivered. */
export const OPEN_DAYS = 30;
const DAY_MS = 86_400_000;

export type { SurveyState } from '@/contracts/vocabulary';

/** Whether a value is a score the question offers. */
export const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX;

/** What the two ends of the scale mean; null for the scores between them. */
export function scoreWords(score: number): string | null {
  if (score === SCORE_MIN) return 'Not at all likely';
  if (score === SCORE_MAX) return 'Extremely likely';
  return null;
}

/** A score's button label: "0 Not at all likely", "1" … "9", "10 Extremely likely". */
export function scoreLabel(score: number): string {
  const words = scoreWords(score);
  return words ? `${score} ${words}` : String(score);
}

/** What is wrong with a comment as typed (it is kept trimmed), or null. */
export function commentProblem(comment: string): string | null {
  return comment.trim().length > COMMENT_MAX ? COMMENT_TOO_LONG : null;
}

/** The counter under the comment box: "12 of 500 characters". */
export const commentCounter = (comment: string): string => `${comment.trim().length} of ${COMMENT_MAX} characters`;

export const surveyQuestion = (garageName: string): string => `How likely are you to recommend ${garageName} to a friend?`;

/** The last instant an answer first given at `answeredAt` may be changed. */
export const changeDeadline = (answeredAt: Date): Date => new Date(answeredAt.getTime() + CHANGE_DAYS * DAY_MS);

/** The last instant a survey of a car delivered at `deliveredAt` takes a first answer. */
export const closesAt = (deliveredAt: Date): Date => new Date(deliveredAt.getTime() + OPEN_DAYS * DAY_MS);

/** Where a survey stands at `now`; both limits are inclusive (an answer at exactly 7 days still counts). */
export function surveyState(s: { deliveredAt: Date; answeredAt: Date | null; now: Date }): SurveyState {
  if (s.answeredAt) return s.now.getTime() <= changeDeadline(s.answeredAt).getTime() ? Survey.CHANGEABLE : Survey.FINAL;
  return s.now.getTime() <= closesAt(s.deliveredAt).getTime() ? Survey.OPEN : Survey.CLOSED;
}

/** Whether an answer may be written now. */
export const takesAnswers = (state: SurveyState): boolean => state === Survey.OPEN || state === Survey.CHANGEABLE;

/**
 * A Typeform form's link with hidden fields, which Typeform reads from the fragment
 * (https://form.typeform.com/to/abc123#order_id=…&garage=KDG): nothing is sent to Typeform first.
 */
export function typeformLink(formUrl: string, hidden: Record<string, string>): string {
  const url = new URL(formUrl);
  url.hash = Object.entries(hidden)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return url.href;
}
