export interface SitemapEntry {
  path: string;
  lastmod?: string;
  priority?: number;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A sitemaps.org XML document for pages under `baseUrl`. */
export function renderSitemap(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(`${baseUrl.replace(/\/$/, '')}${e.path}`)}</loc>`,
      e.lastmod ? `    <lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : '',
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : '',
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The indexable pages that are not garages. */
export const STATIC_INDEXABLE_PATHS = ['/pick-and-drop', '/pick-and-drop-near-me', '/coming-soon', '/notify-me'];
