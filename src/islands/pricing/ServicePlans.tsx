import { goToStep } from '@/islands/navigation';
import { $journey, updateChoice } from '@/stores/journey';
import { ServiceKind, type ServiceTypeId } from '@/contracts/vocabulary';
import type { CatalogueEntry } from '@/contracts/pricing';
import { CHOICE_ROUTES } from '@/lib/journey-steps';
import ChoiceGate from '@/islands/choices/ChoiceGate';
import ChoiceLayout from '@/islands/choices/ChoiceLayout';
import JourneySummary from '@/islands/choices/JourneySummary';
import PriceError from '@/islands/choices/PriceError';
import type { ReadyJourney } from '@/islands/choices/ready-journey';
import { useServicePricing } from '@/islands/choices/use-pricing';
import MenuPlans from './MenuPlans';
import MenuItems from './MenuItems';
import './pricing.css';

interface Props {
  serviceTypeNames: Record<string, string>;
}

/** service-plans: everything the centre offers this car, each with its price and a way to pick it. */
export default function ServicePlans({ serviceTypeNames }: Props) {
  return (
    <ChoiceGate serviceType={ServiceKind.periodic_service}>
      {(journey) => <MenuView journey={journey} serviceTypeNames={serviceTypeNames} />}
    </ChoiceGate>
  );
}

/** Switches the journey to the service type and goes to the page where that choice is made. */
function pickAndGo(serviceType: ServiceTypeId, patch: Parameters<typeof updateChoice>[1]) {
  updateChoice(serviceType, patch);
  goToStep(CHOICE_ROUTES[serviceType], { params: { category: serviceType } });
}

function pickRepair(item: CatalogueEntry) {
  const repairs = $journey.get().repairs;
  pickAndGo(ServiceKind.specific_repair, { repairs: repairs.includes(item.id) ? repairs : [...repairs, item.id] });
}

function MenuView({ journey, serviceTypeNames }: { journey: ReadyJourney; serviceTypeNames: Record<string, string> }) {
  const pricing = useServicePricing(journey);
  const quote = pricing.status === 'ready' && !pricing.quotePending ? pricing.data.quote : undefined;
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

  const { packages, repairs, spa } = pricing.data;
  return (
    <ChoiceLayout summary={summary}>
      <nav className="menu-nav" aria-label="Service menu">
        <a href="#menu-periodic">Periodic service</a>
        {repairs.length > 0 && <a href="#menu-repairs">Repairs</a>}
        {spa.length > 0 && <a href="#menu-spa">Car spa</a>}
      </nav>
      <MenuPlans packages={packages} chosen={journey.plan} onChoose={(plan) => pickAndGo(ServiceKind.periodic_service, { plan })} />
      {repairs.length > 0 && (
        <MenuItems id="menu-repairs" title="Repairs" items={repairs} action="Choose" chosen={journey.repairs} onPick={pickRepair} />
      )}
      {spa.length > 0 && (
        <MenuItems
          id="menu-spa"
          title="Car spa and cleaning"
          items={spa}
          action="Choose"
          chosen={journey.spaPackage ? [journey.spaPackage] : []}
          onPick={(item) => pickAndGo(ServiceKind.car_spa_and_cleaning, { spaPackage: item.id })}
        />
      )}
    </ChoiceLayout>
  );
}
