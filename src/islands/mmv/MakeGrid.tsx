import type { Make } from '@/contracts/vehicles';
import { monogramTone } from '@/lib/catalogue-filters';
import type { LoadState } from '@/islands/use-load';
import { LoadFailed, LoadingTiles, NoMatches } from './ListStates';

interface Props {
  state: LoadState<Make[]>;
  visible: Make[];
  onRetry: () => void;
  onClearFilters: () => void;
  onPick: (make: Make) => void;
}

/** The makes as a grid of name tiles with a coloured monogram (text marks, never brand logos). */
export function MakeGrid({ state, visible, onRetry, onClearFilters, onPick }: Props) {
  if (state.status === 'loading') return <LoadingTiles label="Loading car makes…" count={12} variant="tile" />;
  if (state.status === 'error') return <LoadFailed what="the car makes" message={state.error.message} onRetry={onRetry} />;
  if (visible.length === 0) return <NoMatches what="makes" onClear={onClearFilters} />;
  return (
    <ul className="mmv-grid" aria-label="Car makes">
      {visible.map((make) => (
        <li key={make.slug}>
          <button type="button" className="mmv-tile" onClick={() => onPick(make)}>
            <span className={`mmv-monogram mmv-monogram--${monogramTone(make.slug)}`} aria-hidden="true">
              {make.mark}
            </span>
            <span className="mmv-tile__name">{make.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
