import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workOrders } from './workshop';
import { COMMENT_MAX, SCORE_MAX, SCORE_MIN } from '@/contracts/survey-limits';

/**
 * The satisfaction survey's answer of a delivered car (docs/decisions/029): one per work order, its
 * score 0–10 and comment checked here too. `answered_at` is when it was first given (the 7 days to
 * change it count from there), `updated_at` when it was last changed.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workOrderId: uuid('work_order_id')
      .notNull()
      .unique()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('survey_answers_score', sql`${t.score} between ${sql.raw(String(SCORE_MIN))} and ${sql.raw(String(SCORE_MAX))}`),
    check('survey_answers_comment', sql`char_length(${t.comment}) <= ${sql.raw(String(COMMENT_MAX))}`),
  ],
);
