import type { ReactNode } from 'react';

/** Page content with the journey summary beside it (desktop) or pinned below it (phones). */
export default function ChoiceLayout({ children, summary }: { children: ReactNode; summary: ReactNode }) {
  return (
    <div className="choice-layout">
      <div className="choice-main">{children}</div>
      {summary}
    </div>
  );
}
