import type { ReactNode } from 'react';

/** Page content with the journey summary beside it (desktop) or pinned below it (phones): the flow's columns. */
export default function ChoiceLayout({ children, summary }: { children: ReactNode; summary: ReactNode }) {
  return (
    <div className="flow-columns">
      <div className="flow-columns__main choice-main">{children}</div>
      {summary}
    </div>
  );
}
