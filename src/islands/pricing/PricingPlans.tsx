import { api } from '@/islands/api-client';
import { useLoad } from '@/islands/use-load';
import { updateChoice, type PlanCode } from '@/stores/journey';
import { priceHeading } from '@/lib/money';
import { vehicleLine } from '@/lib/vehicle-payload';
import ChoiceGate from '@/islands/choices/ChoiceGate';
import ChoiceLayout from '@/islands/choices/ChoiceLayout';
import JourneySummary from '@/islands/choices/JourneySummary';
import PriceError from '@/islands/choices/PriceError';
import { pricingKey, type ReadyJourney } from '@/islands/choices/ready-journey';
import { PLAN_CODES } from './plans';
import PlanCard from './PlanCard';
import InclusionsTable from './InclusionsTable';
import './pricing.css';

interface Props { serviceTypeNames: Record<string, string> }

/** pricing-plans: the Basic and Advanced periodic plans side by side, for the chosen car and centre. */
export default function PricingPlans({ serviceTypeNames }: Props) {
  return (
    <ChoiceGate serviceType="periodic_service">
      {(journey) => <PlansView journey={journey} serviceTypeNames={serviceTypeNames} />}
    </ChoiceGate>
  );
}

function choosePlan(plan: PlanCode) {
  updateChoice('periodic_service', { plan });
}

function PlansView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage, vehicle } = journey;
  const pricing = useLoad(pricingKey(journey), () => api.packagePricing(garage.garageId, vehicle.model_id, vehicle.fuel_type));
  const plans = pricing.status === 'ready' ? pricing.data.plans : undefined;
  const summary = <JourneySummary serviceTypeNames={serviceTypeNames} prices={{ plans }} />;

  if (pricing.status === 'loading') return <ChoiceLayout summary={summary}><p className="choice-loading" role="status">Loading prices…</p></ChoiceLayout>;
  if (pricing.status === 'error') return <ChoiceLayout summary={summary}><PriceError error={pricing.error} retry={pricing.retry} /></ChoiceLayout>;

  const { plans: prices, inclusions } = pricing.data;
  const lowest = Math.min(prices.ESSENTIAL.offer_price, prices.ENHANCED.offer_price);
  return (
    <ChoiceLayout summary={summary}>
      <section className="choice-section" aria-labelledby="plans-heading">
        <div>
          <h2 id="plans-heading" className="plans__heading">{priceHeading(lowest)}</h2>
          <p className="choice-hint">For your {vehicleLine(vehicle)} at {garage.garageName}.</p>
        </div>
        <div className="plans">
          {PLAN_CODES.map((code) => (
            <PlanCard
              key={code}
              code={code}
              price={prices[code]}
              includedCount={code === 'ENHANCED' ? inclusions.length : inclusions.filter((i) => i.in_essential).length}
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
