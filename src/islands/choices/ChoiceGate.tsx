import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ServiceTypeId } from '@/contracts/vocabulary';
import { $journey, chooseServiceType } from '@/stores/journey';
import { isReady, type ReadyJourney } from './ready-journey';
import { useHydrated } from '@/islands/use-hydrated';
import BeforePrices from './BeforePrices';
import './choices.css';

interface Props {
  /** The service type this page implies, stored when the journey has none yet. */
  serviceType?: ServiceTypeId;
  children: (journey: ReadyJourney) => ReactNode;
}

/** Shows its content only once the journey has a service type, a car and a service centre. */
export default function ChoiceGate({ serviceType, children }: Props) {
  const hydrated = useHydrated();
  const stored = useStore($journey);
  useEffect(() => {
    if (serviceType && !$journey.get().serviceType) chooseServiceType(serviceType);
  }, [serviceType, stored.serviceType]);

  if (!hydrated)
    return (
      <p className="choice-loading" role="status">
        Loading prices…
      </p>
    );
  const journey = stored.serviceType || !serviceType ? stored : { ...stored, serviceType };
  if (!isReady(journey)) return <BeforePrices journey={journey} />;
  return <>{children(journey)}</>;
}
