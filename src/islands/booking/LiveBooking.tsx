import { useRef } from 'react';
import { apiPoll } from '../api-client';
import { useLivePoll } from '../workshop/use-live-poll';
import { bookingSignature, TRACKING_POLL_SECONDS } from '@/lib/live-updates';

interface Props {
  appointmentId: string;
  /** bookingSignature of the appointment the page was drawn from. */
  signature: string;
}

/**
 * A booking's page follows its booking as tracking follows the car: asks for it every 30 s (and when
 * the page is shown again) and reloads when what it shows has changed — the pick-up started, the car
 * checked in — so it never offers what can no longer be done online. Draws nothing.
 */
export default function LiveBooking({ appointmentId, signature }: Props) {
  const etag = useRef<string | null>(null);
  useLivePoll(async () => {
    const answer = await apiPoll('appointment/{id}', { id: appointmentId }, etag.current);
    if (!answer) return;
    etag.current = answer.etag;
    if (bookingSignature(answer.data) !== signature) window.location.reload();
  }, TRACKING_POLL_SECONDS);
  return null;
}
