import type { APIRoute } from 'astro';
import { env } from '@/config/env';
import { fetchLandingPages } from '@/proxy/page-data';
import { renderSitemap, STATIC_INDEXABLE_PATHS } from '@/lib/sitemap';
import { BASE_PATH } from '@/lib/paths';
import { CACHE_KEY_PARAMS, errorJson, publicCache } from '@/proxy/respond';

/** Every indexable page: one per garage (from the database) and the landing pages. */
export const GET: APIRoute = async () => {
  try {
    const garages = await fetchLandingPages();
    const settings = env();
    const xml = renderSitemap(`${settings.SITE_ORIGIN}${BASE_PATH}`, [
      ...garages.map((g) => ({ path: g.path, lastmod: g.updated_at, priority: 0.9 })),
      ...STATIC_INDEXABLE_PATHS.map((path) => ({ path, priority: path.startsWith('/pick') ? 0.8 : 0.3 })),
    ]);
    return new Response(xml, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': publicCache(settings.GARAGE_CACHE_SECONDS),
        [CACHE_KEY_PARAMS]: '',
      },
    });
  } catch (error) {
    return errorJson(error);
  }
};
