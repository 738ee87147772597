import { useId } from 'react';
import type { Make } from '@/contracts/vehicles';
import type { LoadState } from '@/islands/use-load';
import { LoadFailed, LoadingTiles, NoMatches } from './ListStates';

interface Props {
  state: LoadState<Make[]>;
  visible: Make[];
  onRetry: () => void;
  onClearFilters: () => void;
  onPick: (make: Make) => void;
}

const byName = (a: Make, b: Make) => a.name.localeCompare(b.name, 'en');

/** The makes under two headings: the popular ones, then every make from A to Z (popular ones too, where people look for them). */
export function MakeGrid({ state, visible, onRetry, onClearFilters, onPick }: Props) {
  if (state.status === 'loading') return <LoadingTiles label="Loading car makes…" count={12} variant="tile" />;
  if (state.status === 'error') return <LoadFailed what="the car makes" message={state.error.message} onRetry={onRetry} />;
  if (visible.length === 0) return <NoMatches what="makes" onClear={onClearFilters} />;
  const popular = visible.filter((make) => make.popular);
  return (
    <>
      {popular.length > 0 && <MakeSection title="Popular" makes={popular} onPick={onPick} />}
      <MakeSection title="All makes A–Z" makes={[...visible].sort(byName)} onPick={onPick} />
    </>
  );
}

/**
 * A heading and its makes as badges: one neutral car-front glyph for every make and the make's name as a
 * wordmark (never a maker's logo, which is a trademark). The name is the button's only text, so it is read
 * once; the glyph is decoration. The list is named by the heading.
 */
export function MakeSection({ title, makes, onPick }: { title: string; makes: readonly Make[]; onPick: (make: Make) => void }) {
  const headingId = useId();
  return (
    <div className="mmv-makes">
      <h4 id={headingId} className="mmv-subhead">
        {title}
      </h4>
      <ul className="mmv-grid" aria-labelledby={headingId}>
        {makes.map((make) => (
          <li key={make.slug}>
            <button type="button" className="mmv-tile" onClick={() => onPick(make)}>
              <span className="mmv-badge" aria-hidden="true" />
              <span className="mmv-tile__name">{make.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
