import ChoiceGate from './ChoiceGate';
import ChoiceLayout from './ChoiceLayout';
import JourneySummary from './JourneySummary';
import HandoverOptions from './HandoverOptions';
import type { ReadyJourney } from './ready-journey';
import { useServicePricing } from './use-pricing';
import { telHref } from '@/lib/phone';
import './pick.css';

interface Props { serviceTypeNames: Record<string, string> }

/** pickup-drop: online handover booking is not open yet, so the visitor books by phone with the summary at hand. */
export default function Handover({ serviceTypeNames }: Props) {
  return <ChoiceGate>{(journey) => <HandoverView journey={journey} serviceTypeNames={serviceTypeNames} />}</ChoiceGate>;
}

function HandoverView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage } = journey;
  // Prices only complete the summary; a failed look-up leaves it without amounts.
  const pricing = useServicePricing(journey);
  const quote = pricing.status === 'ready' && !pricing.quotePending ? pricing.data.quote : undefined;
  const tel = telHref(garage.phone);
  return (
    <ChoiceLayout summary={<JourneySummary serviceTypeNames={serviceTypeNames} quote={quote} withContinue={false} />}>
      <section className="card choice-notice" aria-labelledby="handover-book-heading">
        <h2 id="handover-book-heading">Book by phone for now</h2>
        <p>
          Online booking of pick-up and drop or self-drop opens soon. Until then {garage.garageName} books your slot
          over the phone: tell them the choices on this page and they'll confirm a time.
        </p>
        <a className="button handover-call" href={tel}>Call {garage.garageName} to book: {garage.phone}</a>
        <p className="choice-meta">Open Mon–Fri 10:00 am–08:00 pm, Sat and Sun 10:00 am–06:00 pm.</p>
      </section>
      <HandoverOptions />
    </ChoiceLayout>
  );
}
