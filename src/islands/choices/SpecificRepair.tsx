import { $journey, updateChoice } from '@/stores/journey';
import { ServiceKind } from '@/contracts/vocabulary';
import { formatInr } from '@/lib/money';
import ChoiceGate from './ChoiceGate';
import ChoiceLayout from './ChoiceLayout';
import JourneySummary from './JourneySummary';
import PriceError from './PriceError';
import PickCard from './PickCard';
import { groupByCategory } from './format';
import type { ReadyJourney } from './ready-journey';
import { useServicePricing } from './use-pricing';

interface Props {
  serviceTypeNames: Record<string, string>;
}

/** specific-repair: pick one or more repairs, priced for the car, with the server's running total. */
export default function SpecificRepair({ serviceTypeNames }: Props) {
  return (
    <ChoiceGate serviceType={ServiceKind.specific_repair}>
      {(journey) => <RepairsView journey={journey} serviceTypeNames={serviceTypeNames} />}
    </ChoiceGate>
  );
}

function toggleRepair(id: string, on: boolean) {
  const repairs = $journey.get().repairs.filter((r) => r !== id);
  updateChoice(ServiceKind.specific_repair, { repairs: on ? [...repairs, id] : repairs });
}

function RepairsView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage, vehicle } = journey;
  // This page is about repairs even while the journey still holds another service type.
  const pricing = useServicePricing(journey, ServiceKind.specific_repair);
  const quote = pricing.status === 'ready' && !pricing.quotePending ? pricing.data.quote : undefined;
  const summary = (
    <JourneySummary serviceTypeNames={serviceTypeNames} quote={journey.serviceType === ServiceKind.specific_repair ? quote : undefined} />
  );

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

  const { repairs } = pricing.data;
  const count = journey.repairs.filter((id) => repairs.some((r) => r.id === id)).length;
  return (
    <ChoiceLayout summary={summary}>
      <section className="choice-section" aria-labelledby="repairs-heading">
        <div>
          <h2 id="repairs-heading">
            Repairs for your {vehicle.make} {vehicle.model}
          </h2>
          <p className="choice-hint">Pick one or more. Prices include parts and labour at {garage.garageName}.</p>
        </div>
        <p className="pick-total" aria-live="polite">
          {count === 0
            ? 'No repair selected yet'
            : `${count} ${count === 1 ? 'repair' : 'repairs'} selected · Total ${quote ? formatInr(quote.total_paise) : '…'}`}
        </p>
        {groupByCategory(repairs).map(([category, items]) => (
          <fieldset key={category} className="pick-group">
            <legend>{category}</legend>
            <div className="pick-list">
              {items.map((item) => (
                <PickCard
                  key={item.id}
                  type="checkbox"
                  group="repairs"
                  item={item}
                  checked={journey.repairs.includes(item.id)}
                  onChange={(on) => toggleRepair(item.id, on)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </section>
    </ChoiceLayout>
  );
}
