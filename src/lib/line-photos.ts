// Photo proof beside an estimate line (docs/decisions/030): the worn part as the advisor found it and
// the new part as fitted. Pure: which images are taken, and when a photo of each kind may be added.
import { Approval, Photo, Stage, type LineApproval, type PhotoKind, type WorkshopStage } from '@/contracts/vocabulary';
import { PHOTO_TYPES, type PhotoType } from '@/contracts/photo-types';
import { isApproved } from './estimate-rules';

/** Stored sizes: the longest side in pixels. The full size for a tap, the thumbnail beside the line. */
export const PHOTO_SIZES = { full: 1600, thumb: 320 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** How each kind reads beside the line. */
export const PHOTO_LABEL: Readonly<Record<PhotoKind, string>> = { WORN: 'Worn part, as found', NEW: 'New part, fitted' };

/** Stages from the inspection until the bill is drawn up: the estimate's lines are still worked on. */
const BEFORE_BILL: readonly WorkshopStage[] = [
  Stage.SURVEY,
  Stage.ESTIMATE_APPROVAL_PENDING,
  Stage.ESTIMATE_COMPLETED,
  Stage.REPAIR_IN_PROGRESS,
  Stage.QUALITY_CHECK,
];
const FITTING: readonly WorkshopStage[] = [Stage.REPAIR_IN_PROGRESS, Stage.QUALITY_CHECK];

export type PhotoVerdict = { ok: true } | { ok: false; message: string };

/**
 * Whether a photo of this kind may be added to a line now: the worn part from the inspection until
 * the bill, unless the customer declined the part (docs/decisions/045: its photos taken before stay);
 * the new part only for an approved line, once the repair has started.
 */
export function photoVerdict(stage: WorkshopStage, kind: PhotoKind, line: { partName: string; approval: LineApproval }): PhotoVerdict {
  if (!BEFORE_BILL.includes(stage)) return { ok: false, message: 'Photos are added from the inspection until the bill is drawn up' };
  if (kind === Photo.WORN)
    return line.approval === Approval.DECLINED
      ? { ok: false, message: `The customer declined '${line.partName}': it takes no more photos` }
      : { ok: true };
  if (!isApproved(line.approval)) return { ok: false, message: `'${line.partName}' was not approved, so no new part is fitted` };
  if (!FITTING.includes(stage))
    return { ok: false, message: 'The new part is photographed once fitted, during the repair or the quality check' };
  return { ok: true };
}

/** Whether the decoded image is the type it was sent as (a renamed file or a non-image is refused). */
export const formatMatches = (type: PhotoType, decodedFormat: string | undefined): boolean => PHOTO_TYPES[type] === decodedFormat;
