import { api } from '@/islands/api-client';
import { useLoad } from '@/islands/use-load';
import ChoiceGate from './ChoiceGate';
import ChoiceLayout from './ChoiceLayout';
import JourneySummary from './JourneySummary';
import IssueForm from './IssueForm';
import { pricingKey, type ReadyJourney } from './ready-journey';
import { pricesFrom } from './summary-prices';
import { formatInr } from '@/lib/money';

interface Props { serviceTypeNames: Record<string, string> }

const FORM_ID = 'issue-form';

/** unknown-issue: describe what the car does; an advisor inspects it and sends an estimate. */
export default function UnknownIssue({ serviceTypeNames }: Props) {
  return (
    <ChoiceGate serviceType="not_sure_about_issue">
      {(journey) => <IssueView journey={journey} serviceTypeNames={serviceTypeNames} />}
    </ChoiceGate>
  );
}

function IssueView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage, vehicle } = journey;
  // Prices only add the inspection fee here; describing the problem works without them.
  const pricing = useLoad(pricingKey(journey), () => api.servicePricing(garage.garageId, vehicle.model_id, vehicle.fuel_type));
  const prices = pricesFrom(pricing.status === 'ready' ? pricing.data : undefined);
  return (
    <ChoiceLayout summary={<JourneySummary serviceTypeNames={serviceTypeNames} prices={prices} continueForm={FORM_ID} />}>
      <IssueForm id={FORM_ID} />
      <section className="card choice-notice" aria-labelledby="issue-next-heading">
        <h2 id="issue-next-heading">What happens next</h2>
        <p>
          A service advisor at {garage.garageName} inspects your car and sends you an estimate.
          Nothing is repaired until you approve it.
        </p>
        {prices.inspectionFee !== undefined && (
          <p className="issue-fee">Inspection fee: <strong>{formatInr(prices.inspectionFee)}</strong> (engine scan and diagnostics with a written report)</p>
        )}
      </section>
    </ChoiceLayout>
  );
}
