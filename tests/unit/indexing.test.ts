import { describe, expect, it } from 'vitest';
import { APP_PREFIXES, isIndexablePath } from '@/lib/indexing';

describe('indexable paths', () => {
  it.each([
    '/service-centre',
    '/service-centre/',
    '/service-centre/bangalore/kudlu-gate',
    '/service-centre/pick-and-drop',
    '/service-centre/homes',
    '/service-centre/home-services',
    '/service-centre/bangalore/home',
    '/service-centre/apis',
    '/service-centre/bangalore?utm_source=google',
    '/service-centre/bangalore#reviews',
    '/service-centre/bangalore/kudlu-gate/?from=home',
  ])('%s may be indexed', (path) => expect(isIndexablePath(path)).toBe(true));

  it.each([
    '/service-centre/ad-services',
    '/service-centre/tracking',
    '/service-centre/job-cards',
    '/service-centre/estimate-approval',
    '/service-centre/stage-redirect',
    '/service-centre/home',
    '/service-centre/service-estimate',
    '/service-centre/error',
    '/service-centre/qr-campaign',
    '/service-centre/repeat-booking',
    '/service-centre/service-reminder',
    '/service-centre/rewards',
    '/service-centre/video-offer',
    '/service-centre/advisor',
    '/service-centre/admin',
    '/service-centre/api',
  ])('app page %s is not indexed', (path) => {
    expect(isIndexablePath(path)).toBe(false);
  });

  it.each([
    '/service-centre/home/',
    '/service-centre/ad-services/mmv',
    '/service-centre/tracking/ORD123?x=1',
    '/service-centre/api/v1/cities',
    '/service-centre//home',
    '/service-centre/home#faq',
    '/service-centre/home?utm_source=google',
    '/service-centre/admin/garages/g1',
  ])('%s under an app prefix is not indexed', (path) => expect(isIndexablePath(path)).toBe(false));

  it.each(['/', '', '/home', '/bangalore/kudlu-gate', '/service-centres/bangalore', '/service', '/x/service-centre/bangalore'])(
    '%s lies outside the base path and is not indexed',
    (path) => expect(isIndexablePath(path)).toBe(false),
  );

  it('keeps the satisfaction survey out of search engines, whatever its link', () => {
    expect(isIndexablePath('/service-centre/survey/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE')).toBe(false);
    expect(isIndexablePath('/service-centre/surveys')).toBe(true);
  });

  it('lists every app prefix of the spec', () => {
    expect(APP_PREFIXES).toEqual([
      '/ad-services',
      '/tracking',
      '/job-cards',
      '/estimate-approval',
      '/stage-redirect',
      '/home',
      '/service-estimate',
      '/error',
      '/survey',
      '/qr-campaign',
      '/repeat-booking',
      '/service-reminder',
      '/rewards',
      '/video-offer',
      '/advisor',
      '/admin',
      '/api',
      '/l',
    ]);
  });

  it("keeps a message's short link out of search engines", () => {
    expect(isIndexablePath('/service-centre/l/AbCdEfGhIjKlMnOp')).toBe(false);
    expect(isIndexablePath('/service-centre/lists')).toBe(true);
  });
});
