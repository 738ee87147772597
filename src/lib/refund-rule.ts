// What a cancellation refunds of the booking fee (docs/decisions/016). Pure: the time is an argument.

/** A booking cancelled at least this long before its slot starts gets the whole fee back. */
export const FULL_REFUND_BEFORE_MINUTES = 120;

export interface RefundCase {
  /** What was paid online (paise); 0 when nothing was. */
  paidPaise: number;
  /** The booked slot's start, or null when no slot is booked (paid, slot still to choose). */
  slotStartsAt: Date | null;
  now: Date;
}

/**
 * The fee back in full when no slot is booked yet, or when cancelled at least two hours before the
 * slot starts; nothing closer to the slot (the pick-up driver or the bay is already set aside).
 */
export function refundOnCancel({ paidPaise, slotStartsAt, now }: RefundCase): number {
  if (paidPaise <= 0) return 0;
  if (slotStartsAt === null) return paidPaise;
  return slotStartsAt.getTime() - now.getTime() >= FULL_REFUND_BEFORE_MINUTES * 60_000 ? paidPaise : 0;
}
