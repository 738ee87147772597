import { api } from '@/islands/api-client';
import { $journey, chooseServiceType, updateJourney } from '@/stores/journey';
import { formatInr } from '@/lib/money';
import ChoiceGate from './ChoiceGate';
import ChoiceLayout from './ChoiceLayout';
import JourneySummary from './JourneySummary';
import PriceError from './PriceError';
import PickCard from './PickCard';
import { groupByCategory } from './format';
import { pricingKey, type ReadyJourney } from './ready-journey';
import { pricesFrom } from './summary-prices';
import { useLoad } from './use-load';

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
  if ($journey.get().serviceType !== 'specific_repair') chooseServiceType('specific_repair');
  const repairs = $journey.get().repairs.filter((r) => r !== id);
  updateJourney({ repairs: on ? [...repairs, id] : repairs });
}

function RepairsView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage, vehicle } = journey;
  const pricing = useLoad(() => api.servicePricing(garage.garageId, vehicle.model_id, vehicle.fuel_type), pricingKey(journey));
  const summary = <JourneySummary serviceTypeNames={serviceTypeNames} prices={pricesFrom(pricing.status === 'ready' ? pricing.data : undefined)} />;

  if (pricing.status === 'loading') return <ChoiceLayout summary={summary}><p className="choice-loading" role="status">Loading prices…</p></ChoiceLayout>;
  if (pricing.status === 'error') return <ChoiceLayout summary={summary}><PriceError error={pricing.error} retry={pricing.retry} /></ChoiceLayout>;

  const { repairs } = pricing.data;
  const picked = repairs.filter((r) => journey.repairs.includes(r.id));
  const total = picked.reduce((sum, r) => sum + r.price, 0);
  return (
    <ChoiceLayout summary={summary}>
      <section className="choice-section" aria-labelledby="repairs-heading">
        <div>
          <h2 id="repairs-heading">Repairs for your {vehicle.make} {vehicle.model}</h2>
          <p className="choice-hint">Pick one or more. Prices include parts and labour at {garage.garageName}.</p>
        </div>
        <p className="pick-total" aria-live="polite">
          {picked.length === 0 ? 'No repair selected yet' : `${picked.length} ${picked.length === 1 ? 'repair' : 'repairs'} selected · Total ${formatInr(total)}`}
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
