// The one way islands report an analytics event (spec §9's data-layer names). Until the analytics
// SDK arrives, events go to the tag manager's data layer, as spec §9 pushes them.
export type AnalyticsEvent = 'phone_number_entered' | 'otp_entered' | 'view_page';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: AnalyticsEvent, properties: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...properties });
}
