import { ServiceKind } from '@/contracts/vocabulary';
import { formatInr } from '@/lib/money';
import ChoiceGate from './ChoiceGate';
import ChoiceLayout from './ChoiceLayout';
import JourneySummary from './JourneySummary';
import IssueForm from './IssueForm';
import type { ReadyJourney } from './ready-journey';
import { useServicePricing } from './use-pricing';

interface Props {
  serviceTypeNames: Record<string, string>;
}

const FORM_ID = 'issue-form';

/** unknown-issue: describe what the car does; an advisor inspects it and sends an estimate. */
export default function UnknownIssue({ serviceTypeNames }: Props) {
  return (
    <ChoiceGate serviceType={ServiceKind.not_sure_about_issue}>
      {(journey) => <IssueView journey={journey} serviceTypeNames={serviceTypeNames} />}
    </ChoiceGate>
  );
}

function IssueView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage } = journey;
  // Prices only add the inspection fee here; describing the problem works without them.
  const pricing = useServicePricing(journey, ServiceKind.not_sure_about_issue);
  const data = pricing.status === 'ready' ? pricing.data : undefined;
  const quote = data && journey.serviceType === ServiceKind.not_sure_about_issue ? data.quote : undefined;
  return (
    <ChoiceLayout summary={<JourneySummary serviceTypeNames={serviceTypeNames} quote={quote} continueForm={FORM_ID} />}>
      <IssueForm id={FORM_ID} />
      <section className="card choice-notice" aria-labelledby="issue-next-heading">
        <h2 id="issue-next-heading">What happens next</h2>
        <p>
          A service advisor at {garage.garageName} inspects your car and sends you an estimate. Nothing is repaired until you approve it.
        </p>
        {data?.inspection && (
          <p className="issue-fee">
            Inspection fee: <strong>{formatInr(data.inspection.price)}</strong> ({data.inspection.name.toLowerCase()} with a written report)
          </p>
        )}
      </section>
    </ChoiceLayout>
  );
}
