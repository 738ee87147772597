import { api } from '@/islands/api-client';
import { useLoad } from '@/islands/use-load';
import { $journey, updateChoice } from '@/stores/journey';
import { formatInr } from '@/lib/money';
import ChoiceGate from './ChoiceGate';
import ChoiceLayout from './ChoiceLayout';
import JourneySummary from './JourneySummary';
import PriceError from './PriceError';
import PickCard from './PickCard';
import { groupByCategory } from './format';
import { pricingKey, type ReadyJourney } from './ready-journey';
import { pricesFrom } from './summary-prices';
import { summariseSelection } from './selection';

interface Props { serviceTypeNames: Record<string, string> }

/** specific-repair: pick one or more repairs, priced for the car, with a running total. */
export default function SpecificRepair({ serviceTypeNames }: Props) {
  return (
    <ChoiceGate serviceType="specific_repair">
      {(journey) => <RepairsView journey={journey} serviceTypeNames={serviceTypeNames} />}
    </ChoiceGate>
  );
}

function toggleRepair(id: string, on: boolean) {
  const repairs = $journey.get().repairs.filter((r) => r !== id);
  updateChoice('specific_repair', { repairs: on ? [...repairs, id] : repairs });
}

function RepairsView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage, vehicle } = journey;
  const pricing = useLoad(pricingKey(journey), () => api.servicePricing(garage.garageId, vehicle.model_id, vehicle.fuel_type));
  const prices = pricesFrom(pricing.status === 'ready' ? pricing.data : undefined);
  const summary = <JourneySummary serviceTypeNames={serviceTypeNames} prices={prices} />;

  if (pricing.status === 'loading') return <ChoiceLayout summary={summary}><p className="choice-loading" role="status">Loading prices…</p></ChoiceLayout>;
  if (pricing.status === 'error') return <ChoiceLayout summary={summary}><PriceError error={pricing.error} retry={pricing.retry} /></ChoiceLayout>;

  const { repairs } = pricing.data;
  // This page is about repairs even while the journey still holds another service type.
  const picked = summariseSelection({ ...journey, serviceType: 'specific_repair' }, prices);
  const count = picked?.lines.length ?? 0;
  return (
    <ChoiceLayout summary={summary}>
      <section className="choice-section" aria-labelledby="repairs-heading">
        <div>
          <h2 id="repairs-heading">Repairs for your {vehicle.make} {vehicle.model}</h2>
          <p className="choice-hint">Pick one or more. Prices include parts and labour at {garage.garageName}.</p>
        </div>
        <p className="pick-total" aria-live="polite">
          {count === 0 ? 'No repair selected yet' : `${count} ${count === 1 ? 'repair' : 'repairs'} selected · Total ${formatInr(picked?.total ?? 0)}`}
        </p>
        {groupByCategory(repairs).map(([category, items]) => (
          <fieldset key={category} className="pick-group">
            <legend>{category}</legend>
            <div className="pick-list">
              {items.map((item) => (
                <PickCard key={item.id} type="checkbox" group="repairs" item={item}
                  checked={journey.repairs.includes(item.id)} onChange={(on) => toggleRepair(item.id, on)} />
              ))}
            </div>
          </fieldset>
        ))}
      </section>
    </ChoiceLayout>
  );
}
