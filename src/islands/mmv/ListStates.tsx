interface Props {
  /** What failed to load, e.g. 'the car makes'. */
  what: string;
  message: string;
  onRetry: () => void;
}

/** A failed list load: what and why, and a Retry button. */
export function LoadFailed({ what, message, onRetry }: Props) {
  return (
    <div className="mmv-failed" role="alert">
      <p>
        <strong>We could not load {what}.</strong> {message}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Nothing matched the search and filters. */
export function NoMatches({ what, onClear }: { what: string; onClear: () => void }) {
  return (
    <div className="mmv-empty" role="status">
      <p>No {what} match your search and filters.</p>
      <button type="button" className="button button--ghost" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}

/** Placeholder tiles while a list loads, with the text for screen readers and a glance. */
export function LoadingTiles({ label, count, variant }: { label: string; count: number; variant: 'tile' | 'row' }) {
  return (
    <div className="mmv-loading">
      <p role="status" className="mmv-loading__text">
        {label}
      </p>
      <div className={variant === 'tile' ? 'mmv-grid' : 'mmv-list'} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={`mmv-skeleton mmv-skeleton--${variant}`} />
        ))}
      </div>
    </div>
  );
}
