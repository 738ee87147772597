import { describe, expect, it } from 'vitest';
import { DESKTOP_BREAKPOINT, analyticsPlatform, isRobot, isWebview, platformCode } from '@/lib/platform';

describe('webview detection', () => {
  it.each([
    ['android_webview', true],
    ['ios_webview', true],
    ['android', false],
    ['webview', false],
    ['android_webview_old', false],
    ['', false],
    [undefined, false],
  ])('cookie %j is a webview: %s', (cookie, expected) => expect(isWebview(cookie)).toBe(expected));
});

describe('platform codes', () => {
  it('passes a webview cookie through as the code', () => {
    expect(platformCode('android_webview', 375)).toBe('android_webview');
    expect(platformCode('ios_webview', 1440)).toBe('ios_webview');
  });

  it('is mWeb on a phone-sized viewport and web on a desktop one', () => {
    expect(platformCode(undefined, 375)).toBe('mWeb');
    expect(platformCode('android', DESKTOP_BREAKPOINT - 1)).toBe('mWeb');
    expect(platformCode(undefined, DESKTOP_BREAKPOINT)).toBe('web');
    expect(platformCode(undefined, 1920)).toBe('web');
  });
});

describe('analytics platform', () => {
  it('is app inside a webview whatever the width', () => {
    expect(analyticsPlatform(1920, true)).toBe('app');
    expect(analyticsPlatform(360, true)).toBe('app');
  });

  it('is web from 1024px and mweb below', () => {
    expect(DESKTOP_BREAKPOINT).toBe(1024);
    expect(analyticsPlatform(1024, false)).toBe('web');
    expect(analyticsPlatform(1023, false)).toBe('mweb');
    expect(analyticsPlatform(390, false)).toBe('mweb');
  });
});

describe('robot detection', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    ['YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    ['Baiduspider', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Applebot', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)'],
    ['facebookexternalhit', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Twitterbot', 'Twitterbot/1.0'],
    ['LinkedInBot', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'],
    ['Slackbot', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['WhatsApp', 'WhatsApp/2.23.20.0 A'],
    ['a generic bot', 'SomeSEOBot/1.0'],
    ['a generic crawler', 'Mozilla/5.0 (compatible; example-crawler/2.1)'],
    ['a generic spider', 'Sogou web spider/4.0'],
  ])('treats %s as a robot', (_name, ua) => expect(isRobot(ua)).toBe(true));

  it.each([
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'],
    ['Safari on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'],
    ['Chrome-Lighthouse', 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse'],
    ['Lighthouse', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Lighthouse'],
    ['HeadlessChrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36'],
    ['a Cubot phone', 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'],
    ['an empty user agent', ''],
    ['no user agent', null],
    ['an unknown user agent', undefined],
  ])('does not treat %s as a robot', (_name, ua) => expect(isRobot(ua)).toBe(false));
});
