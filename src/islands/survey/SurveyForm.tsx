import { useState, type FormEvent } from 'react';
import { apiPost } from '../api-client';
import { failureMessage, FieldError } from '../account/fields';
import { useHydrated } from '../use-hydrated';
import { Survey, type SurveyState } from '@/contracts/vocabulary';
import { CHANGE_DAYS, COMMENT_MAX, commentCounter, commentProblem, scoreWords, SURVEY_SCORES } from '@/lib/survey-rules';
import { formatDate, DATE_TIME } from '@/lib/dates';
import './survey.css';

interface Props {
  token: string;
  question: string;
  state: SurveyState;
  score: number | null;
  comment: string | null;
  /** The last instant the answer may be changed (with its offset); null before an answer. */
  changeUntil: string | null;
}

/**
 * The satisfaction survey's one question: eleven large buttons 0–10 (a radio group: arrow keys move
 * between them), an optional comment with its count, Submit; then a thank-you that says until when
 * the answer may be changed.
 */
export default function SurveyForm(props: Props) {
  const ready = useHydrated();
  const [answered, setAnswered] = useState(props.state === Survey.CHANGEABLE || props.state === Survey.FINAL);
  const [score, setScore] = useState<number | null>(props.score);
  const [comment, setComment] = useState(props.comment ?? '');
  const [changeUntil, setChangeUntil] = useState(props.changeUntil);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooLong = commentProblem(comment);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === null) return setError('Choose a score from 0 to 10');
    if (tooLong) return setError(tooLong);
    setPending(true);
    setError(null);
    try {
      const saved = await apiPost('survey/{token}', { token: props.token, score, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      setChangeUntil(saved.change_until);
      setAnswered(true);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setPending(false);
    }
  };

  if (answered && score !== null) {
    const final = props.state === Survey.FINAL;
    return (
      <section className="card survey__thanks" aria-labelledby="survey-thanks">
        <h2 id="survey-thanks">Thank you for your answer</h2>
        <p>
          You gave us <strong>{score}</strong> out of 10.{comment.trim() ? <> You said: “{comment.trim()}”</> : null}
        </p>
        {final ? (
          <p>Answers can be changed for {CHANGE_DAYS} days after they are given, so this one is final.</p>
        ) : (
          <>
            {changeUntil ? (
              <p>
                You can change your answer until <time dateTime={changeUntil}>{formatDate(changeUntil, DATE_TIME)}</time>.
              </p>
            ) : null}
            <button type="button" className="button button--ghost" onClick={() => setAnswered(false)}>
              Change your answer
            </button>
          </>
        )}
      </section>
    );
  }

  return (
    <form className="survey" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="survey__scale">
        <legend className="survey__question">{props.question}</legend>
        <div className="survey__scores">
          {SURVEY_SCORES.map((n) => (
            <label key={n} className="survey__score">
              <input type="radio" name="score" value={n} checked={score === n} disabled={!ready || pending} onChange={() => setScore(n)} />
              <span className="survey__number">{n}</span>
              {scoreWords(n) ? <span className="visually-hidden"> {scoreWords(n)}</span> : null}
            </label>
          ))}
        </div>
        <p className="survey__ends" aria-hidden="true">
          <span>Not at all likely</span>
          <span>Extremely likely</span>
        </p>
      </fieldset>
      <label className="survey__label" htmlFor="survey-comment">
        Anything you would like to tell us? (optional)
      </label>
      <textarea
        id="survey-comment"
        className="survey__comment"
        rows={4}
        value={comment}
        disabled={!ready || pending}
        aria-describedby="survey-comment-count"
        aria-invalid={tooLong ? true : undefined}
        onChange={(e) => setComment(e.target.value)}
      />
      <p id="survey-comment-count" className={`survey__count${tooLong ? ' survey__count--over' : ''}`}>
        {commentCounter(comment)}
        {tooLong ? ` — ${COMMENT_MAX} at most` : ''}
      </p>
      {props.state === Survey.CHANGEABLE && changeUntil ? (
        <p className="survey__note">
          You can change your answer until <time dateTime={changeUntil}>{formatDate(changeUntil, DATE_TIME)}</time>.
        </p>
      ) : (
        <p className="survey__note">You can change your answer for {CHANGE_DAYS} days after you send it.</p>
      )}
      <button type="submit" className="button" disabled={!ready || pending} aria-describedby="survey-error">
        {pending ? 'Sending…' : 'Submit'}
      </button>
      <FieldError id="survey-error" error={error} />
    </form>
  );
}
