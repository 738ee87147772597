import { describe, expect, it } from 'vitest';
import { WEBVIEW_SUFFIX, isWebview } from '@/lib/platform';

describe('webview detection', () => {
  it('knows an app webview by the platform cookie ending in "_webview"', () => {
    expect(WEBVIEW_SUFFIX).toBe('_webview');
  });

  it.each([
    ['android_webview', true],
    ['ios_webview', true],
    ['_webview', true],
    ['android', false],
    ['webview', false],
    ['android_webview_old', false],
    ['android_WEBVIEW', false],
    ['android_webview ', false],
    ['', false],
    [undefined, false],
  ])('cookie %j is a webview: %s', (cookie, expected) => expect(isWebview(cookie)).toBe(expected));
});
