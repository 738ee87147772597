import { describe, expect, it } from 'vitest';
import { deviceClass, platformCode, platformOf } from '@/lib/analytics-platform';
import { isWebview } from '@/lib/platform';
import { pageTypeOf } from '@/lib/page-type';

describe('the platform of a page view', () => {
  it('is mobile web at 1023 px and web from 1024 px', () => {
    expect(platformOf(undefined, 1023)).toBe('mweb');
    expect(platformOf(undefined, 1024)).toBe('web');
    expect(platformCode(undefined, 1023)).toBe('mWeb');
    expect(platformCode(undefined, 1024)).toBe('web');
  });

  it('is the app whenever the webview cookie is set, at either width, with the cookie as its code', () => {
    for (const width of [1023, 1024]) {
      expect(platformOf('android_webview', width)).toBe('app');
      expect(platformCode('ios_webview', width)).toBe('ios_webview');
    }
  });

  it('reads the webview cookie exactly as the route loader does', () => {
    for (const cookie of [undefined, '', 'android', 'android_webview', 'webview_android', 'x_webview'])
      expect(platformOf(cookie, 1024) === 'app').toBe(isWebview(cookie));
  });

  it('groups Web Vitals by phone below 768 px, tablet below 1024 px, desktop from 1024 px', () => {
    expect([767, 768, 1023, 1024].map(deviceClass)).toEqual(['phone', 'tablet', 'tablet', 'desktop']);
  });
});

describe('the page type of a route', () => {
  it('names each page by its route, the two homes and the landing pages apart', () => {
    expect(pageTypeOf('/service-centre/ad-services/mmv')).toBe('mmv');
    expect(pageTypeOf('/service-centre/ad-services/location-vehicle-check')).toBe('location_vehicle_check');
    expect(pageTypeOf('/service-centre/ad-services/home')).toBe('service_home');
    expect(pageTypeOf('/service-centre/home')).toBe('tracking_home');
    expect(pageTypeOf('/service-centre/bangalore/kudlu-gate')).toBe('garage_landing');
    expect(pageTypeOf('/service-centre/bookings/abc/receipt')).toBe('receipt');
    expect(pageTypeOf('/service-centre/tracking/bill')).toBe('bill');
    expect(pageTypeOf('/service-centre/')).toBe('index');
  });
});
