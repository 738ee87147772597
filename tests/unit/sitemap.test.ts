import { describe, expect, it } from 'vitest';
import { renderSitemap } from '@/lib/sitemap';

describe('the sitemap', () => {
  it('lists each page under the base URL with its date and priority', () => {
    const xml = renderSitemap('https://www.example.in/service-centre/', [{ path: '/bangalore/kudlu-gate', lastmod: '2026-11-20T10:00:00.000Z', priority: 0.9 }, { path: '/notify-me' }]);
    expect(xml).toContain('<loc>https://www.example.in/service-centre/bangalore/kudlu-gate</loc>');
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>');
    expect(xml).toContain('<priority>0.9</priority>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('escapes characters XML does not allow', () => {
    expect(renderSitemap('https://x.in', [{ path: '/a?b=1&c=2' }])).toContain('<loc>https://x.in/a?b=1&amp;c=2</loc>');
  });
});
