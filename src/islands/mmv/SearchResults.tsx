import { useId } from 'react';
import type { Make, ModelHit } from '@/contracts/vehicles';
import { bodyLabel, fuelLabel } from '@/lib/vehicle-names';
import { filterMakes, filterModels, type CatalogueFilters } from '@/lib/catalogue-filters';
import { LoadFailed } from './ListStates';
import { MakeSection } from './MakeGrid';
import type { VehicleSearchState } from './use-vehicle-search';

interface Props {
  search: VehicleSearchState;
  /** The body-type and fuel chips (the query itself is the search's). */
  filters: CatalogueFilters;
  onRetry: () => void;
  onClearFilters: () => void;
  onPickMake: (make: Make) => void;
  onPickModel: (hit: ModelHit) => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the search found: matching makes as tiles, then models across makes, each with its make, body and fuels. */
export function SearchResults({ search, filters, onRetry, onClearFilters, onPickMake, onPickModel }: Props) {
  const modelsId = useId();
  if (search.error && !search.pending) return <LoadFailed what="the search results" message={search.error.message} onRetry={onRetry} />;
  if (!search.results)
    return (
      <p className="mmv-loading__text" role="status">
        Searching…
      </p>
    );
  const makes = filterMakes(search.results.makes, filters);
  const hits = filterModels(
    search.results.models.map((hit) => ({ ...hit.model, hit })),
    filters,
  ).map((m) => m.hit);
  const chipsOn = filters.bodyTypes.length + filters.fuels.length > 0;
  const found = makes.length + hits.length > 0;
  return (
    <div className="mmv-results" aria-busy={search.pending}>
      <p className="visually-hidden" role="status">
        {found
          ? `${plural(makes.length, 'make', 'makes')} and ${plural(hits.length, 'model', 'models')} found`
          : 'No makes or models found'}
      </p>
      {!found && (
        <div className="mmv-empty">
          <p>
            <strong>
              No makes or models match “{search.query}”{chipsOn ? ' with these filters' : ''}.
            </strong>
          </p>
          <p>Check the spelling, or type just the make.</p>
          <button type="button" className="button button--ghost" onClick={onClearFilters}>
            {chipsOn ? 'Clear search and filters' : 'Clear search'}
          </button>
        </div>
      )}
      {makes.length > 0 && <MakeSection title="Makes" makes={makes} onPick={onPickMake} />}
      {hits.length > 0 && (
        <div className="mmv-makes">
          <h4 id={modelsId} className="mmv-subhead">
            Models
          </h4>
          <ul className="mmv-list" aria-labelledby={modelsId}>
            {hits.map(({ make, model }) => (
              <li key={model.id}>
                <button type="button" className="mmv-row mmv-row--stacked" onClick={() => onPickModel({ make, model })}>
                  <span className="mmv-row__name">
                    {make.name} {model.name}
                  </span>
                  <span className="mmv-row__meta">
                    {bodyLabel(model.body_type)} · {model.fuel_types.map(fuelLabel).join(', ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
