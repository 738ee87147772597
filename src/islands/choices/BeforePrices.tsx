import { goToStep } from '@/islands/navigation';
import type { Journey } from '@/stores/journey';
import { missingStep } from './ready-journey';

const ACTIONS: Record<string, string> = {
  home: 'Choose a service',
  mmv: 'Choose your car',
  'location-vehicle-check': 'Choose a service centre',
};

/** The card shown instead of prices while the car or the service centre is still unknown. */
export default function BeforePrices({ journey }: { journey: Journey }) {
  const step = missingStep(journey);
  return (
    <section className="card choice-notice" aria-labelledby="before-prices-title">
      <h2 id="before-prices-title">Before we can show prices we need your car and service centre</h2>
      <p>Prices depend on your car's model and fuel and on the service centre that services it. It takes under a minute.</p>
      <button type="button" className="button" onClick={() => goToStep(step)}>
        {ACTIONS[step] ?? 'Continue'}
      </button>
    </section>
  );
}
