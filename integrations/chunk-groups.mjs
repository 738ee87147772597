// The browser's shared code in fewer, larger files. Left to itself the bundler makes a chunk for
// every set of entries that share a module: a booking page asked for about 35 files, most under 1 KB,
// each compressed on its own, and React alone came in five (react-dom, react, the JSX runtime,
// nanostores' hooks, Astro's renderer). Compressed together, each group is about 1 KB gzip smaller than
// its parts; a page that needed only some of a group's parts loads the rest too (nanostores' hooks,
// 0.5 KB, on an island page that does not use them), and still loads less than before. Landing pages
// load neither group. ARCHITECTURE.md: at most 90 KB gzip before a booking page's first interaction.
// A group also takes what its modules import, unless a group listed earlier has it.

/** @type {import('rolldown').CodeSplittingGroup[]} */
export const chunkGroups = [
  {
    // Every page with an island.
    name: 'react',
    test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]/,
  },
  {
    // What AppLayout's script runs on every app page: the journey and garage stores with their rules
    // and the vocabulary, the analytics queue, and the preload helper (integrations/preload-helper.mjs).
    name: 'shell',
    test: /(?:[\\/]src[\\/](?:stores[\\/](?:journey|local-records)|lib[\\/](?:garage-mapping|platform)|islands[\\/]analytics)\.ts$|preload-helper)/,
  },
];
