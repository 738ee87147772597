import type { CatalogueEntry } from '@/contracts/pricing';
import { formatInr } from '@/lib/money';
import { durationLabel, groupByCategory } from '@/islands/choices/format';

interface Props {
  id: string;
  title: string;
  items: CatalogueEntry[];
  action: string;
  chosen: string[];
  onPick: (item: CatalogueEntry) => void;
}

/** Repairs or spa packages grouped by category, each with its price for this car and a button. */
export default function MenuItems({ id, title, items, action, chosen, onPick }: Props) {
  return (
    <section className="choice-section" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {groupByCategory(items).map(([category, entries]) => (
        <div key={category} className="menu-group">
          <h3>{category}</h3>
          <ul className="menu-list">
            {entries.map((item) => (
              <li key={item.id}>
                <article className={`menu-item card${chosen.includes(item.id) ? ' plan--chosen' : ''}`} aria-label={item.name}>
                  <div className="menu-item__top">
                    <p className="menu-item__name">{item.name}</p>
                    <span className="choice-price">{formatInr(item.price)}</span>
                  </div>
                  {chosen.includes(item.id) && <span className="plan__badge menu-item__badge">In your booking</span>}
                  <p className="choice-meta">{item.description}</p>
                  <div className="menu-item__bottom">
                    <span className="choice-meta">{durationLabel(item.duration_hours)}</span>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={`${action} ${item.name}`}
                      onClick={() => onPick(item)}
                    >
                      {action}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
