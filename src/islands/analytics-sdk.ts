// The browser analytics SDK (decision 053): `page`, `track` and `identify` to the collector of
// spec §7, batched, and the allowed names (read by the server) to the tag manager's data layer. Loaded on every page
// (landing pages too), so it stays small: no framework, the pure parts in src/lib. It never breaks
// a page: every failure is only logged (spec §8).
import { addressProperties, arrivalSource, keptSource, REFERRER_KEY } from '@/lib/analytics-properties';
import { batchBody, createQueue, type Queue } from '@/lib/analytics-queue';
import { deviceClass, platformCode, platformOf } from '@/lib/analytics-platform';
import webVitalsUrl from 'lazy-chunk:/src/islands/web-vitals.ts';

/** The settings src/components/Analytics.astro renders on `<sc-analytics data-settings>`: short keys, as each byte counts here. */
export interface AnalyticsSettings {
  /** ANALYTICS_HOST ('' = this origin). */
  h: string;
  /** ANALYTICS_PATH. */
  p: string;
  /** ANALYTICS_WRITE_KEY. */
  k: string;
  /** The names allowed into the data layer (src/proxy/data-layer-events.ts). */
  n: string[];
  /** ANALYTICS_VITALS_SAMPLE. */
  v: number;
  /** This page's type (src/lib/page-type.ts). */
  t: string;
}

type Properties = Record<string, unknown>;
interface AnalyticsEvent {
  event_type: 'page' | 'track' | 'identify';
  event_name?: string;
  event_properties: Properties;
  anonymous_id: string;
}

/** A call islands queue on `window.scAnalytics` (src/islands/analytics.ts): `['track', name, properties]` or `['identify']`; the SDK sends `['page', 'view_page']` itself. */
export type AnalyticsCall = ['track' | 'page', string, Properties?] | ['identify', undefined?, undefined?];

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    /** Calls made before the SDK started wait in an array; the SDK then swaps in its own `push`. */
    scAnalytics?: { push(call: AnalyticsCall): unknown };
  }
}

const ANONYMOUS_ID_KEY = 'sc:anonymous_id';
/** A sampled page load's Web Vitals code is loaded once the page is idle, and within this at the latest. */
const VITALS_LOAD_WITHIN_MS = 3000;
const logFailure = (error: unknown) => console.error('There was a problem with the CDP API fetch operation:', error);

let settings: AnalyticsSettings;
let queue: Queue<AnalyticsEvent>;
let anonymousId: string;
/** The common properties, the same for every event of this page load. */
let common: Properties;

function load(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) as string);
  } catch {
    return null;
  }
}

function save(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, full): the id and the arrival last this page only.
  }
}

function send(events: AnalyticsEvent[], beacon: boolean): void {
  const { h: host, p: path, k: key } = settings;
  const body = batchBody(events);
  try {
    // A beacon cannot carry headers: the key goes in the address, the body as text (no CORS preflight).
    if (beacon && navigator.sendBeacon(`${host}${path}?write_key=${encodeURIComponent(key)}`, body)) return;
    fetch(host + path, {
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-write-key': key },
      body,
    })
      // The answer is read to its end though only its status matters: Chromium keeps an unread one
      // open, and a page that sent a batch never reaches network idle (browser tests, audits, benches).
      .then((answer) =>
        answer.text().then(() => {
          if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        }),
      )
      .catch(logFailure);
  } catch (error) {
    logFailure(error);
  }
}

function record(type: AnalyticsEvent['event_type'], name?: string, properties: Properties = {}): void {
  const event: AnalyticsEvent = {
    event_type: type,
    event_properties: { ...common, ...properties },
    anonymous_id: anonymousId,
  };
  if (name) {
    event.event_name = name;
    if (settings.n.includes(name)) {
      window.dataLayer ??= [];
      window.dataLayer.push({ event: name, ...properties });
    }
  }
  queue.push(event);
}

const track = (name: string, properties?: Properties) => record('track', name, properties);

/** Runs an island's call: a named action, or `identify` after sign-in (the collector links the id to the session's customer). */
function run([type, name, properties]: AnalyticsCall): void {
  try {
    record(type, name, properties);
    if (type === 'identify') queue.flush();
  } catch (error) {
    logFailure(error);
  }
}

/** Starts the SDK once per page: reads its settings, keeps the arrival, sends `page`, flushes by beacon on hide. */
export function startAnalytics(): void {
  try {
    settings = JSON.parse(document.querySelector<HTMLElement>('sc-analytics')?.dataset.settings as string) as AnalyticsSettings;
    queue = createQueue(send, setTimeout);
    // randomUUID exists on secure pages only (HTTPS, localhost), as every deployment is.
    anonymousId = (load(ANONYMOUS_ID_KEY) as string | null) || crypto.randomUUID();
    save(ANONYMOUS_ID_KEY, anonymousId);
    const now = Date.now();
    const arrival = arrivalSource(location.href, document.referrer);
    const kept = arrival ? { source: arrival, at: now } : load(REFERRER_KEY);
    const source = keptSource(kept, now);
    // A fresh arrival is kept with its time; an expired one is forgotten.
    save(REFERRER_KEY, source ? kept : null);
    const width = innerWidth;
    const platform = document.cookie.match(/(?:^|; )platform=([^;]*)/)?.[1];
    common = {
      page_type: settings.t,
      source: source ?? 'direct',
      platform: platformOf(platform, width),
      platform_code: platformCode(platform, width),
      ...addressProperties(location.href, document.referrer, document.title),
    };
    if (navigator.webdriver) common.webdriver = true;
    addEventListener('visibilitychange', () => document.hidden && queue.flush(true));
    if (Math.random() < settings.v) {
      const loadVitals = () =>
        (import(/* @vite-ignore */ webVitalsUrl) as Promise<typeof import('./web-vitals')>)
          .then((m) => m.reportWebVitals(track, deviceClass(width)))
          .catch(logFailure);
      // Once the page is idle, or after VITALS_LOAD_WITHIN_MS on a page kept busy (a slow phone, a
      // page that animates): the metrics are read from the browser's buffered entries either way.
      if (window.requestIdleCallback) window.requestIdleCallback(loadVitals, { timeout: VITALS_LOAD_WITHIN_MS });
      else setTimeout(loadVitals, 0);
    }
  } catch (error) {
    logFailure(error);
    return;
  }
  const waiting = window.scAnalytics as AnalyticsCall[] | undefined;
  window.scAnalytics = { push: run };
  run(['page', 'view_page']);
  waiting?.forEach(run);
}
