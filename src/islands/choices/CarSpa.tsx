import { updateChoice } from '@/stores/journey';
import { ServiceKind } from '@/contracts/vocabulary';
import { bodyLabel } from '@/lib/vehicle-names';
import ChoiceGate from './ChoiceGate';
import ChoiceLayout from './ChoiceLayout';
import JourneySummary from './JourneySummary';
import PriceError from './PriceError';
import PickCard from './PickCard';
import type { ReadyJourney } from './ready-journey';
import { useServicePricing } from './use-pricing';

interface Props {
  serviceTypeNames: Record<string, string>;
}

/** car-spa: choose one spa package, priced for the car's body type. */
export default function CarSpa({ serviceTypeNames }: Props) {
  return (
    <ChoiceGate serviceType={ServiceKind.car_spa_and_cleaning}>
      {(journey) => <SpaView journey={journey} serviceTypeNames={serviceTypeNames} />}
    </ChoiceGate>
  );
}

function chooseSpa(id: string) {
  updateChoice(ServiceKind.car_spa_and_cleaning, { spaPackage: id });
}

function SpaView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const { garage, vehicle } = journey;
  const pricing = useServicePricing(journey, ServiceKind.car_spa_and_cleaning);
  const quote = pricing.status === 'ready' && !pricing.quotePending ? pricing.data.quote : undefined;
  const summary = (
    <JourneySummary
      serviceTypeNames={serviceTypeNames}
      quote={journey.serviceType === ServiceKind.car_spa_and_cleaning ? quote : undefined}
    />
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

  return (
    <ChoiceLayout summary={summary}>
      <fieldset className="pick-group">
        <legend>
          <h2 className="pick-legend">
            Spa packages for your {vehicle.make} {vehicle.model}
          </h2>
        </legend>
        <p className="choice-hint">
          Choose one. Priced for your car's body type ({bodyLabel(pricing.data.body_type)}) at {garage.garageName}.
        </p>
        {pricing.data.spa.length === 0 ? (
          <p>This service centre has no spa packages yet.</p>
        ) : (
          <div className="pick-list">
            {pricing.data.spa.map((item) => (
              <PickCard
                key={item.id}
                type="radio"
                group="spa-package"
                item={item}
                checked={journey.spaPackage === item.id}
                onChange={(on) => {
                  if (on) chooseSpa(item.id);
                }}
              />
            ))}
          </div>
        )}
      </fieldset>
    </ChoiceLayout>
  );
}
