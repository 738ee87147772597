import { describe, expect, it } from 'vitest';
import {
  changeDeadline,
  closesAt,
  commentCounter,
  commentProblem,
  isScore,
  scoreLabel,
  scoreWords,
  surveyQuestion,
  surveyState,
  SURVEY_SCORES,
  takesAnswers,
  typeformLink,
} from '@/lib/survey-rules';

// The satisfaction survey's rules (docs/decisions/029). Instants are written with their offset, so
// the machine's zone cannot change them.
const DELIVERED = new Date('2026-11-20T17:30:00+05:30');
const ANSWERED = new Date('2026-11-21T09:15:00+05:30');

describe('the score', () => {
  it('is a whole number from 0 to 10: eleven buttons', () => {
    expect(SURVEY_SCORES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([isScore(0), isScore(10), isScore(9)]).toEqual([true, true, true]);
    expect([isScore(-1), isScore(11), isScore(9.5), isScore('9'), isScore(null), isScore(Number.NaN)]).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('labels its two ends with what they mean, and the others with their number', () => {
    expect(scoreLabel(0)).toBe('0 Not at all likely');
    expect(scoreLabel(10)).toBe('10 Extremely likely');
    expect([scoreLabel(1), scoreLabel(9)]).toEqual(['1', '9']);
    expect([scoreWords(0), scoreWords(5), scoreWords(10)]).toEqual(['Not at all likely', null, 'Extremely likely']);
  });

  it('asks about the garage by name', () => {
    expect(surveyQuestion('Service Centre Kudlu Gate')).toBe('How likely are you to recommend Service Centre Kudlu Gate to a friend?');
  });
});

describe('the comment', () => {
  it('takes up to 500 characters, counted without the spaces around it', () => {
    expect(commentProblem('')).toBeNull();
    expect(commentProblem('a'.repeat(500))).toBeNull();
    expect(commentProblem(`  ${'a'.repeat(500)}\n`)).toBeNull();
    expect(commentProblem('a'.repeat(501))).toBe('Your comment is longer than 500 characters');
  });

  it('counts what is typed', () => {
    expect(commentCounter('')).toBe('0 of 500 characters');
    expect(commentCounter(' Quick and clean ')).toBe('15 of 500 characters');
    expect(commentCounter('a'.repeat(501))).toBe('501 of 500 characters');
  });
});

describe('when a survey takes answers', () => {
  it('an answer may be changed until 7 days after it was first given, to the millisecond', () => {
    expect(changeDeadline(ANSWERED)).toEqual(new Date('2026-11-28T09:15:00+05:30'));
    const at = (now: string) => surveyState({ deliveredAt: DELIVERED, answeredAt: ANSWERED, now: new Date(now) });
    expect(at('2026-11-21T09:16:00+05:30')).toBe('CHANGEABLE');
    expect(at('2026-11-28T09:15:00+05:30')).toBe('CHANGEABLE');
    expect(at('2026-11-28T09:15:00.001+05:30')).toBe('FINAL');
  });

  it('a survey nobody answered closes 30 days after delivery', () => {
    expect(closesAt(DELIVERED)).toEqual(new Date('2026-12-20T17:30:00+05:30'));
    const at = (now: string) => surveyState({ deliveredAt: DELIVERED, answeredAt: null, now: new Date(now) });
    expect(at('2026-11-20T17:31:00+05:30')).toBe('OPEN');
    expect(at('2026-12-20T17:30:00+05:30')).toBe('OPEN');
    expect(at('2026-12-20T17:30:00.001+05:30')).toBe('CLOSED');
  });

  it('an answer given on the 30th day may still be changed for 7 days', () => {
    const late = new Date('2026-12-20T17:00:00+05:30');
    expect(surveyState({ deliveredAt: DELIVERED, answeredAt: late, now: new Date('2026-12-25T10:00:00+05:30') })).toBe('CHANGEABLE');
  });

  it('takes answers while open or changeable only', () => {
    expect([takesAnswers('OPEN'), takesAnswers('CHANGEABLE'), takesAnswers('FINAL'), takesAnswers('CLOSED')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the Typeform link', () => {
  it('carries the hidden fields in the fragment, encoded', () => {
    expect(typeformLink('https://form.typeform.com/to/abc123', { order_id: '5f0c9a1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b', garage: 'KDG' })).toBe(
      'https://form.typeform.com/to/abc123#order_id=5f0c9a1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b&garage=KDG',
    );
    expect(typeformLink('https://acme.typeform.com/to/Xy9', { garage: 'Kudlu Gate & Co' })).toBe(
      'https://acme.typeform.com/to/Xy9#garage=Kudlu%20Gate%20%26%20Co',
    );
  });
});
