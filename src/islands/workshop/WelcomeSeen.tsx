import { useEffect } from 'react';
import { apiPost } from '../api-client';

/**
 * Records that the customer saw the welcome screen (spec §4), once, when it shows; so the tracking
 * link opens the timeline from then on. Nothing to show: a failure only means the welcome screen
 * comes once more.
 */
export default function WelcomeSeen({ orderId }: { orderId: string }) {
  useEffect(() => {
    apiPost('POST garage-timeline/{id}', { id: orderId, is_welcome_screen_viewed: true }).catch(() => {});
  }, [orderId]);
  return null;
}
