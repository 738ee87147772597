// What the tracking screen lists: every stage on the car's path, done ones with their time and the
// advisor's latest note, the current one, then those to come. Pure; the page renders it.
import type { WorkshopStage } from '@/contracts/vocabulary';
import { STAGE_TEXT, timelineRows } from './workshop-stages';

interface Entry {
  stage: WorkshopStage;
  at: string;
  note: string | null;
}

export interface TrackingRow {
  stage: WorkshopStage;
  heading: string;
  state: 'done' | 'current' | 'next';
  /** When the car entered the stage (its latest time), or null for one still to come or skipped. */
  at: string | null;
  /** The advisor's latest note on the stage, if any. */
  note: string | null;
}

/** `billed`: something done is billed (on the no-service path, the inspection), so the bill's stages are on the path. */
export function trackingRows(timeline: readonly Entry[], billed?: boolean): TrackingRow[] {
  const notes = new Map<WorkshopStage, string>();
  for (const e of timeline) if (e.note) notes.set(e.stage, e.note);
  return timelineRows(timeline, { billed }).map((row) => ({
    ...row,
    heading: STAGE_TEXT[row.stage].heading,
    note: row.state === 'next' ? null : (notes.get(row.stage) ?? null),
  }));
}
