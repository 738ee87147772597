import type { Model } from '@/contracts/vehicles';
import { bodyLabel } from '@/lib/vehicle-names';
import type { LoadState } from '@/islands/use-load';
import { LoadFailed, LoadingTiles, NoMatches } from './ListStates';

interface Props {
  makeName: string;
  state: LoadState<Model[]>;
  visible: Model[];
  onRetry: () => void;
  onClearFilters: () => void;
  onPick: (model: Model) => void;
}

/** The models of one make: name and body type, one button each. */
export function ModelList({ makeName, state, visible, onRetry, onClearFilters, onPick }: Props) {
  if (state.status === 'loading') return <LoadingTiles label={`Loading ${makeName} models…`} count={6} variant="row" />;
  if (state.status === 'error') return <LoadFailed what={`the ${makeName} models`} message={state.error.message} onRetry={onRetry} />;
  if (visible.length === 0) return <NoMatches what="models" onClear={onClearFilters} />;
  return (
    <ul className="mmv-list" aria-label={`${makeName} models`}>
      {visible.map((model) => (
        <li key={model.id}>
          <button type="button" className="mmv-row" onClick={() => onPick(model)}>
            <span className="mmv-row__name">{model.name}</span>
            <span className="mmv-row__meta">{bodyLabel(model.body_type)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
