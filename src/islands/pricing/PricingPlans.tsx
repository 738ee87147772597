import { updateChoice } from '@/stores/journey';
import { Plan, PLAN_CODES, ServiceKind, type PlanCode } from '@/contracts/vocabulary';
import { priceHeading } from '@/lib/money';
import { vehicleLine } from '@/lib/vehicle-names';
import ChoiceGate from '@/islands/choices/ChoiceGate';
import ChoiceLayout from '@/islands/choices/ChoiceLayout';
import JourneySummary from '@/islands/choices/JourneySummary';
import PriceError from '@/islands/choices/PriceError';
import type { ReadyJourney } from '@/islands/choices/ready-journey';
import { usePackagePricing } from '@/islands/choices/use-pricing';
import PlanCard from './PlanCard';
import InclusionsTable from './InclusionsTable';
import './pricing.css';
import { track } from '@/islands/analytics';

interface Props {
  serviceTypeNames: Record<string, string>;
}

/** pricing-plans: the Basic and Advanced periodic plans side by side, for the chosen car and centre. */
export default function PricingPlans({ serviceTypeNames }: Props) {
  return (
    <ChoiceGate serviceType={ServiceKind.periodic_service}>
      {(journey) => <PlansView journey={journey} serviceTypeNames={serviceTypeNames} />}
    </ChoiceGate>
  );
}

function choosePlan(plan: PlanCode) {
  updateChoice(ServiceKind.periodic_service, { plan });
  track('plan_chosen', { plan });
}

function PlansView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage, vehicle } = journey;
  const pricing = usePackagePricing(journey);
  const quote =
    pricing.status === 'ready' && !pricing.quotePending && journey.serviceType === ServiceKind.periodic_service
      ? pricing.data.quote
      : undefined;
  const summary = <JourneySummary serviceTypeNames={serviceTypeNames} quote={quote} />;

  if (pricing.status === 'loading')
    return (
      <ChoiceLayout summary={summary}>
        <p className="choice-loading" role="status">
          Loading prices…
        </p>
      </ChoiceLayout>
    );
  if (pricing.status === 'error')
    return (
      <ChoiceLayout summary={summary}>
        <PriceError error={pricing.error} retry={pricing.retry} />
      </ChoiceLayout>
    );

  const { plans: prices, inclusions } = pricing.data;
  const lowest = Math.min(prices.ESSENTIAL.offer_price, prices.ENHANCED.offer_price);
  return (
    <ChoiceLayout summary={summary}>
      <section className="choice-section" aria-labelledby="plans-heading">
        <div>
          <h2 id="plans-heading" className="plans__heading">
            {priceHeading(lowest)}
          </h2>
          <p className="choice-hint">
            For your {vehicleLine(vehicle)} at {garage.garageName}.
          </p>
        </div>
        <div className="plans">
          {PLAN_CODES.map((code) => (
            <PlanCard
              key={code}
              code={code}
              price={prices[code]}
              includedCount={code === Plan.ENHANCED ? inclusions.length : inclusions.filter((i) => i.in_essential).length}
              totalCount={inclusions.length}
              chosen={journey.plan === code}
              onChoose={() => choosePlan(code)}
            />
          ))}
        </div>
      </section>
      <InclusionsTable inclusions={inclusions} />
    </ChoiceLayout>
  );
}
