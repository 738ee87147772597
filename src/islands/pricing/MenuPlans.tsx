import type { PackagePricing } from '@/contracts/pricing';
import { Plan, PLAN_CODES, PLAN_NAMES, ServiceKind, type PlanCode } from '@/contracts/vocabulary';
import { carryOver } from '@/lib/carry-over';
import { formatInr } from '@/lib/money';
import { flowPath } from '@/lib/paths';

interface Props {
  packages: Omit<PackagePricing, 'quote'> | null;
  chosen?: PlanCode;
  onChoose: (plan: PlanCode) => void;
}

/** The two periodic plans in brief, with a link to the full comparison. */
export default function MenuPlans({ packages, chosen, onChoose }: Props) {
  const compare = carryOver(window.location.search, `${flowPath('pricing-plans')}?category=${ServiceKind.periodic_service}`);
  return (
    <section className="choice-section" id="menu-periodic" aria-labelledby="menu-periodic-heading">
      <h2 id="menu-periodic-heading">Periodic service</h2>
      {!packages ? (
        <p className="choice-hint">This service centre has no periodic plans for your car yet.</p>
      ) : (
        <>
          <div className="menu-plans">
            {PLAN_CODES.map((code) => {
              const price = packages.plans[code];
              const count = code === Plan.ENHANCED ? packages.inclusions.length : packages.inclusions.filter((i) => i.in_essential).length;
              return (
                <article
                  key={code}
                  className={`menu-item card${chosen === code ? ' plan--chosen' : ''}`}
                  aria-labelledby={`menu-plan-${code}`}
                >
                  <div className="menu-item__top">
                    <h3 id={`menu-plan-${code}`} className="menu-item__name">
                      {PLAN_NAMES[code]}
                    </h3>
                    <span className="choice-price">
                      {formatInr(price.offer_price)}{' '}
                      <s className="plan__old">
                        <span className="visually-hidden">Old price </span>
                        {formatInr(price.amount)}
                      </s>
                    </span>
                  </div>
                  <p className="choice-meta">
                    {count} of {packages.inclusions.length} services · other garages charge {formatInr(price.other_garage_amount)}
                  </p>
                  <button type="button" className="button" aria-pressed={chosen === code} onClick={() => onChoose(code)}>
                    Choose {PLAN_NAMES[code]}
                  </button>
                </article>
              );
            })}
          </div>
          <a href={compare}>Compare plans</a>
        </>
      )}
    </section>
  );
}
