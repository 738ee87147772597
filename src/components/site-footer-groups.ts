import { env } from '@/config/env';
import { ACCOUNT_LINKS, COLLECTION_LINKS, FOOTER_LINKS, mainSiteUrl, type MainSiteLink } from '@/lib/main-site';

/** The year in India, formatted once per process rather than on every footer. */
export const yearFormat = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' });

type LinkGroup = { title: string; links: { label: string; href: string }[] };
let groups: LinkGroup[] | undefined;

/** The footer's links to the main site: fixed for the life of the process, so built once. */
export function mainSiteGroups(): LinkGroup[] {
  const origin = env().MAIN_SITE_ORIGIN;
  const onMainSite = (links: readonly MainSiteLink[]) => links.map((l) => ({ label: l.label, href: mainSiteUrl(origin, l.path) }));
  groups ??= [
    { title: 'Company', links: onMainSite(FOOTER_LINKS) },
    { title: 'Your account', links: onMainSite(ACCOUNT_LINKS) },
    { title: 'Cars by brand', links: onMainSite(COLLECTION_LINKS.brands) },
    { title: 'Cars by type and fuel', links: onMainSite(COLLECTION_LINKS.types) },
  ];
  return groups;
}
