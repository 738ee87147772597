import type { ReactNode } from 'react';
import { carryOver } from '@/lib/carry-over';
import { flowPath } from '@/lib/paths';

interface Props {
  label: string;
  route: string;
  change: string;
  children: ReactNode;
}

/** One line of the journey summary with a link to the page that sets it. */
export default function SummaryRow({ label, route, change, children }: Props) {
  return (
    <div className="summary__row">
      <dt>{label}</dt>
      <dd>
        <div className="summary__value">{children}</div>
        {/* On the page that sets it, the row's own controls are right there. */}
        {flowPath(route) !== window.location.pathname && (
          <a className="summary__change" href={carryOver(window.location.search, flowPath(route))} aria-label={change}>
            Change
          </a>
        )}
      </dd>
    </div>
  );
}
