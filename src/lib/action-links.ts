// Where a message's short link takes its reader (docs/decisions/042). Pure: the page asks the
// backend what the link names, this decides the screen.
import type { ActionLink } from '@/contracts/action-links';
import { flowPath, withBase } from './paths';
import { serviceReminderHref } from './service-reminder-page';

/**
 * The car's current screen once it is at the garage (the order's stage decides: the estimate to
 * approve, the bill to pay, tracking); before that, and for the booking's own messages, its page.
 */
export function linkTarget(link: ActionLink): string {
  if (link.screen === 'reminder') return serviceReminderHref(link.appointment_id);
  if (link.screen === 'order' && link.order_id) return `${withBase('/stage-redirect')}?${new URLSearchParams({ orderId: link.order_id })}`;
  return `${flowPath('appointment-confirmation')}?${new URLSearchParams({ appointmentId: link.appointment_id })}`;
}
