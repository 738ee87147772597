import { describe, expect, it } from 'vitest';
import { errorPageKey, errorPageView, returnPath, safeNextPath, signInHref } from '@/lib/error-pages';

const SUPPORT = { supportPhone: '1800 266 0101' };
const HOME = { label: 'Back to home', href: '/service-centre/ad-services/home' };

describe('spec §8: the page each status or code shows', () => {
  it('422 says the claim request was already submitted, with a way home', () => {
    expect(errorPageView('422', SUPPORT)).toEqual({
      key: '422',
      statusLabel: '422',
      title: 'Your claim request has already been submitted',
      links: [HOME],
    });
  });

  it('401 says it is redirecting to login, and goes to sign-in after two seconds', () => {
    expect(errorPageView('401', SUPPORT)).toEqual({
      key: '401',
      statusLabel: '401',
      title: 'Redirecting you to login',
      body: 'Sorry, but you are not authorized to access this page.',
      links: [{ label: 'Log in', href: '/service-centre/sign-in' }],
      redirect: { href: '/service-centre/sign-in', afterMs: 2000 },
    });
  });

  it('401 returns the visitor to where they were after sign-in', () => {
    const view = errorPageView('401', { ...SUPPORT, next: '/service-centre/ad-services/mmv?garageId=g-1' });
    expect(view.redirect?.href).toBe('/service-centre/sign-in?next=%2Fservice-centre%2Fad-services%2Fmmv%3FgarageId%3Dg-1');
    expect(view.links).toEqual([
      { label: 'Log in', href: '/service-centre/sign-in?next=%2Fservice-centre%2Fad-services%2Fmmv%3FgarageId%3Dg-1' },
    ]);
  });

  it('403 says it is redirecting to the account screen, and goes to My bookings after two seconds', () => {
    expect(errorPageView('403', SUPPORT)).toEqual({
      key: '403',
      statusLabel: '403',
      title: 'Redirecting you to your account screen',
      links: [{ label: 'My bookings', href: '/service-centre/bookings' }],
      redirect: { href: '/service-centre/bookings', afterMs: 2000 },
    });
  });

  it('404 says the page does not exist, with a way home', () => {
    expect(errorPageView('404', SUPPORT)).toEqual({
      key: '404',
      statusLabel: '404',
      title: 'Looks like the page does not exist',
      links: [HOME],
    });
  });

  it('POLICY_NOT_FOUND asks for a valid policy number', () => {
    expect(errorPageView('POLICY_NOT_FOUND', SUPPORT)).toEqual({
      key: 'POLICY_NOT_FOUND',
      title: 'This policy does not exist',
      body: 'Please enter a valid policy number',
      links: [HOME],
    });
  });

  it('CANCELLED_POLICY asks for an active policy number', () => {
    expect(errorPageView('CANCELLED_POLICY', SUPPORT)).toEqual({
      key: 'CANCELLED_POLICY',
      title: 'This policy has been cancelled',
      body: 'Please enter an active policy number',
      links: [HOME],
    });
  });

  it('THIRD_PARTY_POLICY asks the visitor to call the support number to register the claim', () => {
    expect(errorPageView('THIRD_PARTY_POLICY', SUPPORT)).toEqual({
      key: 'THIRD_PARTY_POLICY',
      title: 'Register your claim with our support team',
      body: 'Claims on a third-party policy are registered by our support team. Please call us on 1800 266 0101 to register your claim.',
      links: [{ label: 'Call 1800 266 0101', href: 'tel:18002660101' }, HOME],
    });
    expect(errorPageView('THIRD_PARTY_POLICY', { supportPhone: '+91 80 4125 6780' }).links[0]).toEqual({
      label: 'Call +91 80 4125 6780',
      href: 'tel:+918041256780',
    });
  });

  it('anything else shows the default page', () => {
    const fallback = {
      key: 'default',
      title: 'Oops! Something went wrong',
      body: "We're sorry. This usually never happens.",
      links: [HOME],
    };
    for (const code of [
      null,
      undefined,
      '',
      '500',
      '418',
      'INTERNAL',
      'policy_not_found',
      ' 401',
      '401 ',
      '4O1',
      '<script>alert(1)</script>',
    ]) {
      expect(errorPageView(code, SUPPORT), String(code)).toEqual(fallback);
    }
  });

  it('our own codes for the same failures show the same pages', () => {
    expect(errorPageKey('UNAUTHORIZED')).toBe('401');
    expect(errorPageKey('FORBIDDEN')).toBe('403');
    expect(errorPageKey('NOT_FOUND')).toBe('404');
  });

  it('names of the object machinery are not codes', () => {
    for (const code of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(errorPageKey(code), code).toBe('default');
  });
});

describe('where a visitor may be sent back to', () => {
  it('keeps a path of the product with its query', () => {
    expect(safeNextPath('/service-centre/ad-services/mmv?garageId=g-1&utm_source=x')).toBe(
      '/service-centre/ad-services/mmv?garageId=g-1&utm_source=x',
    );
    expect(safeNextPath('/service-centre')).toBe('/service-centre');
    expect(safeNextPath('/service-centre/tracking#stage')).toBe('/service-centre/tracking');
  });

  it('resolves dot segments before judging', () => {
    expect(safeNextPath('/service-centre/ad-services/../tracking')).toBe('/service-centre/tracking');
    expect(safeNextPath('/service-centre/../admin')).toBeUndefined();
    expect(safeNextPath('/service-centre/%2e%2e/admin')).toBeUndefined();
  });

  it('refuses other sites, schemes and other apps of the origin', () => {
    for (const value of [
      'https://evil.example/service-centre/x',
      '//evil.example/service-centre/x',
      '/\\evil.example/service-centre',
      '\\\\evil.example',
      'javascript:alert(1)',
      'service-centre/x',
      '/service-centreX',
      '/other-app',
      '/',
      '',
      ' /service-centre/x',
      '/service-centre/x\nSet-Cookie: a=b',
      '/service-centre/\u0000',
      `/service-centre/${'a'.repeat(2100)}`,
    ])
      expect(safeNextPath(value), JSON.stringify(value)).toBeUndefined();
    expect(safeNextPath(null)).toBeUndefined();
    expect(safeNextPath(undefined)).toBeUndefined();
  });

  it('never returns to the error or sign-in pages, which would go round in a circle', () => {
    expect(safeNextPath('/service-centre/error?code=401')).toBeUndefined();
    expect(safeNextPath('/service-centre/sign-in?next=/service-centre/x')).toBeUndefined();
    expect(safeNextPath('/service-centre/errors')).toBe('/service-centre/errors');
    // Nor a page under them.
    expect(safeNextPath('/service-centre/sign-in/again')).toBeUndefined();
    expect(safeNextPath('/service-centre/error/404')).toBeUndefined();
  });

  it('takes a path of up to 2,048 characters, not one more', () => {
    const path = (length: number) => `/service-centre/${'a'.repeat(length - '/service-centre/'.length)}`;
    expect(safeNextPath(path(2048))).toBe(path(2048));
    expect(safeNextPath(path(2049))).toBeUndefined();
  });

  it('the sign-in address carries only a safe next', () => {
    expect(signInHref('/service-centre/bookings')).toBe('/service-centre/sign-in?next=%2Fservice-centre%2Fbookings');
    expect(signInHref('//evil.example')).toBe('/service-centre/sign-in');
    expect(signInHref(undefined)).toBe('/service-centre/sign-in');
  });

  it('takes the next parameter when there is one, else a same-origin referer', () => {
    const origin = 'https://www.example.in';
    expect(returnPath('/service-centre/tracking', 'https://www.example.in/service-centre/rewards', origin)).toBe(
      '/service-centre/tracking',
    );
    expect(returnPath(null, 'https://www.example.in/service-centre/rewards?x=1', origin)).toBe('/service-centre/rewards?x=1');
    expect(returnPath('https://evil.example', 'https://www.example.in/service-centre/rewards', origin)).toBeUndefined();
    expect(returnPath(null, 'https://evil.example/service-centre/rewards', origin)).toBeUndefined();
    expect(returnPath(null, 'https://www.example.in/other-app', origin)).toBeUndefined();
    expect(returnPath(null, 'not a url', origin)).toBeUndefined();
    expect(returnPath(null, null, origin)).toBeUndefined();
    // No next at all (not even an empty one): the Referer decides.
    expect(returnPath(undefined, 'https://www.example.in/service-centre/rewards', origin)).toBe('/service-centre/rewards');
  });
});
