// Which requests come from robots, by rules that need no more than the request: a crawler's user
// agent (isbot's maintained list), a headless browser that names itself, and a browser that says it
// is driven (the SDK sends `webdriver: true` when navigator.webdriver is). A visitor who reads one page
// and leaves is a visitor: nothing here counts pages or time.
import { isbot } from 'isbot';
import { WEBDRIVER_PROPERTY, type AnalyticsEvent, type DropReason } from '@/contracts/analytics';

export type DeviceClass = 'desktop' | 'mobile' | 'tablet' | 'other';

/** Why the whole request is a robot's, from its user agent; null when it looks like a person's browser. */
export function robotOfUserAgent(userAgent: string | undefined): DropReason | null {
  if (!userAgent?.trim()) return 'bot_user_agent';
  if (/HeadlessChrome|PhantomJS|SlimerJS/.test(userAgent)) return 'headless_browser';
  return isbot(userAgent) ? 'bot_user_agent' : null;
}

/** Why one event is a robot's, from what the page said about its browser. */
export function robotOfEvent(event: AnalyticsEvent): DropReason | null {
  return event.event_properties[WEBDRIVER_PROPERTY] === true ? 'webdriver' : null;
}

/** The kind of device, which is all that is kept of the user agent. */
export function deviceOf(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return 'other';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  if (/Windows|Macintosh|X11|Linux|CrOS/i.test(userAgent)) return 'desktop';
  return 'other';
}
