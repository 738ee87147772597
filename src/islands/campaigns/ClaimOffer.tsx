import { type FormEvent, useEffect, useId, useState } from 'react';
import { apiGet } from '@/islands/api-client';
import { navigate } from '@/islands/navigation';
import { track } from '@/islands/analytics';
import type { CampaignOffer, OfferValidation } from '@/contracts/campaigns';
import { carryOver } from '@/lib/carry-over';
import { withBase } from '@/lib/paths';
import {
  formatRegistrationNumber,
  INVALID_REGISTRATION_MESSAGE,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
} from '@/lib/registration';
import { BANNER_HEADING, BANNER_TEXT, storeReward } from '@/lib/reward-session';
import './campaigns.css';

const TYPED = 'rewardRegistrationInput';

interface Props {
  offer: CampaignOffer;
  /** 'enter': the scan page asks for the number and goes on to verification; 'verify': the number is checked here. */
  step: 'enter' | 'verify';
}

type State =
  | { phase: 'asking' }
  | { phase: 'checking' }
  | { phase: 'claimed'; claim: Extract<OfferValidation, { valid: true }> }
  | { phase: 'refused'; message: string };

/** The owner's registration number for an offer (spec §5's one rule), then the claim: the banner and the way into the booking. */
export default function ClaimOffer({ offer, step }: Props) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<State>({ phase: step === 'verify' ? 'checking' : 'asking' });
  const inputId = useId();
  const messageId = useId();

  async function verify(number: string) {
    setState({ phase: 'checking' });
    try {
      const answer = await apiGet('qr-campaign-offer-validation', {
        car_registration_number: number,
        utm_medium: offer.source,
        garage_id: offer.garage_id,
        color: offer.color,
      });
      if (!answer.valid) return setState({ phase: 'refused', message: answer.message });
      storeReward(sessionStorage, {
        claimId: answer.claim_id,
        registrationNumber: answer.registration_number,
        garageId: answer.garage_id,
        value: answer.reward_value,
        rule: answer.reward_rule,
        title: answer.reward_title,
        utmMedium: offer.source,
      });
      setState({ phase: 'claimed', claim: answer });
    } catch {
      // spec §8: 'Failed to fetch offer details' answers nothing; the page says so and lets the owner try again.
      setState({ phase: 'refused', message: 'We could not check this offer just now. Please try again.' });
    }
  }

  useEffect(() => {
    if (step === 'enter') {
      track('qr_scanned', { garage_id: offer.garage_id, color: offer.color, utm_medium: offer.source, campaign: offer.code });
      return;
    }
    const typed = sessionStorage.getItem(TYPED);
    if (typed) void verify(typed);
    else setState({ phase: 'asking' });
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = normaliseRegistrationNumber(value);
    if (!isValidRegistrationNumber(number)) return setInvalid(true);
    sessionStorage.setItem(TYPED, number);
    if (step === 'enter') navigate(withBase('/qr-campaign/verification'));
    else void verify(number);
  }

  if (state.phase === 'checking') return <p aria-live="polite">Checking your offer…</p>;
  if (state.phase === 'claimed') {
    // A reward for one service type opens the booking on it (the category parameter, SPEC-NOTES).
    const only = offer.service_types.length === 1 ? `&category=${offer.service_types[0]}` : '';
    const book = carryOver(
      window.location.search,
      `${withBase('/ad-services/car-garage')}?garageId=${offer.garage_id}&utm_medium=${offer.source}${only}`,
    );
    return (
      <div className="offer card">
        <div className="reward-banner" role="status">
          <p className="reward-banner__heading">{BANNER_HEADING}</p>
          <p>{BANNER_TEXT}</p>
        </div>
        <h2 className="offer__title">{state.claim.reward_title}</h2>
        <p className="offer__rule">{state.claim.reward_rule}</p>
        <p className="offer__small">
          For {formatRegistrationNumber(state.claim.registration_number)} at {offer.garage_name}. Taken off when you book; once per car.
        </p>
        <a className="button" href={book}>
          Book your service
        </a>
      </div>
    );
  }
  return (
    <form className="offer-form" onSubmit={submit} noValidate>
      {state.phase === 'refused' && (
        <p className="offer-error" role="alert">
          {state.message}
        </p>
      )}
      <label htmlFor={inputId}>Your car's registration number</label>
      <div className="offer-form__row">
        <input
          id={inputId}
          value={value}
          placeholder="KA 05 MN 1234"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={invalid}
          aria-describedby={invalid ? messageId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="button">
          Claim the offer
        </button>
      </div>
      {invalid && (
        <p id={messageId} className="offer-error" role="alert">
          {INVALID_REGISTRATION_MESSAGE}
        </p>
      )}
    </form>
  );
}
