import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { DayTab } from '@/lib/slot-choice';

interface Props {
  tabs: readonly DayTab[];
  selected: string;
  onSelect: (date: string) => void;
  /** The id prefix shared with the panel: tab `${idBase}-tab-${date}`, panel `${idBase}-panel`. */
  idBase: string;
}

/** The days as tabs (Today, Tomorrow, then weekday and date), scrolled sideways on a phone; arrow keys move between days. */
export default function DayStrip({ tabs, selected, onSelect, idBase }: Props) {
  const list = useRef<HTMLDivElement>(null);

  // The chosen day is kept in sight when the strip opens on a later day or the day changes.
  useEffect(() => {
    const box = list.current;
    const tab = box?.querySelector<HTMLElement>(`[data-date="${selected}"]`);
    if (!box || !tab) return;
    const [outer, inner] = [box.getBoundingClientRect(), tab.getBoundingClientRect()];
    if (inner.left < outer.left || inner.right > outer.right) box.scrollLeft += inner.left - outer.left - 8;
  }, [selected]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.date);
    const button = list.current?.querySelector<HTMLButtonElement>(`[data-date="${tab.date}"]`);
    button?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.date === selected);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };

  return (
    <div className="slot-days" role="tablist" aria-label="Days" ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const current = tab.date === selected;
        return (
          <button
            key={tab.date}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.date}`}
            data-date={tab.date}
            aria-selected={current}
            aria-controls={`${idBase}-panel`}
            tabIndex={current ? 0 : -1}
            className={`slot-day${tab.open === 0 ? ' slot-day--none' : ''}`}
            onClick={() => onSelect(tab.date)}
          >
            <span className="slot-day__name">{tab.name}</span>
            <span className="slot-day__date">{tab.dateText}</span>
            <span className="slot-day__note">{tab.note}</span>
          </button>
        );
      })}
    </div>
  );
}
