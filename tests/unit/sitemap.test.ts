import { describe, expect, it } from 'vitest';
import { renderSitemap, STATIC_INDEXABLE_PATHS } from '@/lib/sitemap';

describe('the sitemap', () => {
  it('lists each page under the base URL with its date and priority', () => {
    expect(
      renderSitemap('https://www.example.in/service-centre/', [
        { path: '/bangalore/kudlu-gate', lastmod: '2026-11-20T10:00:00.000Z', priority: 0.9 },
        { path: '/notify-me' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://www.example.in/service-centre/bangalore/kudlu-gate</loc>',
        '    <lastmod>2026-11-20</lastmod>',
        '    <priority>0.9</priority>',
        '  </url>',
        '  <url>',
        '    <loc>https://www.example.in/service-centre/notify-me</loc>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes the priority with one decimal, including 0 and 1', () => {
    const xml = renderSitemap('https://x.in', [
      { path: '/a', priority: 1 },
      { path: '/b', priority: 0 },
    ]);
    expect(xml).toContain('<priority>1.0</priority>');
    expect(xml).toContain('<priority>0.0</priority>');
  });

  it('joins a base URL without a trailing slash the same way', () => {
    expect(renderSitemap('https://x.in/service-centre', [{ path: '/a' }])).toContain('<loc>https://x.in/service-centre/a</loc>');
  });

  it('escapes characters XML does not allow', () => {
    expect(renderSitemap('https://x.in', [{ path: '/a?b=1&c=2' }])).toContain('<loc>https://x.in/a?b=1&amp;c=2</loc>');
    expect(renderSitemap('https://x.in', [{ path: `/<'">` }])).toContain('<loc>https://x.in/&lt;&apos;&quot;&gt;</loc>');
  });

  it('is an empty urlset for no pages', () => {
    const xml = renderSitemap('https://x.in', []);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(
      true,
    );
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect(xml).not.toContain('<url>');
  });

  it('includes the pick-and-drop, coming-soon and notify-me pages besides the garages', () => {
    expect(STATIC_INDEXABLE_PATHS).toEqual(['/pick-and-drop', '/pick-and-drop-near-me', '/coming-soon', '/notify-me']);
  });
});
