// Which C memory allocator the server runs on (decision 063). glibc's malloc keeps what the server
// frees in its main heap (90 MB after a spell of pages, on top of what V8 holds) and hands it back to
// the system only from the heap's top; jemalloc gives freed pages back a few seconds later. So the
// server runs on jemalloc where the machine has it (Debian's libjemalloc2), loaded by starting Node
// again with LD_PRELOAD before anything else runs (scripts/start.mjs). `allocatorPlan` is pure: the
// caller looks the library up (installedJemalloc) and starts Node again.
import { existsSync } from 'node:fs';

/** Where Debian and Ubuntu install jemalloc's shared library (package libjemalloc2). */
export const JEMALLOC_PATHS = ['/usr/lib/x86_64-linux-gnu/libjemalloc.so.2', '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2'];

/** The first of JEMALLOC_PATHS on this machine, if any. */
export const installedJemalloc = () => JEMALLOC_PATHS.find((p) => existsSync(p));

/**
 * jemalloc's settings unless MALLOC_CONF says otherwise: freed pages go back to the system after 5 s
 * (a purging thread of its own does it, so an idle process gives them back too).
 */
export const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:5000,muzzy_decay_ms:0';

/**
 * What to do at start for MEMORY_ALLOCATOR (auto: jemalloc when installed; jemalloc: it or refuse to
 * start; system: the C library's own). `library` is the first of JEMALLOC_PATHS that exists.
 * Answers the environment to start Node again with, an error to stop with, or nothing to do (already
 * on jemalloc, asked for the system's, not Linux, or not installed under auto); `required` when
 * jemalloc was asked for by name.
 */
export function allocatorPlan({ env, platform, library }) {
  const wanted = env.MEMORY_ALLOCATOR?.trim() || 'auto';
  // 'system', or an unknown value (the settings check names it): nothing to do here.
  if (wanted !== 'auto' && wanted !== 'jemalloc') return {};
  if ((env.LD_PRELOAD ?? '').includes('libjemalloc')) return {};
  if (platform !== 'linux' || !library)
    return wanted === 'jemalloc'
      ? { error: "MEMORY_ALLOCATOR=jemalloc, but jemalloc is not installed: install Debian's libjemalloc2, or set MEMORY_ALLOCATOR=auto" }
      : {};
  return {
    required: wanted === 'jemalloc',
    env: {
      ...env,
      LD_PRELOAD: [library, env.LD_PRELOAD].filter(Boolean).join(':'),
      MALLOC_CONF: env.MALLOC_CONF ?? JEMALLOC_CONF,
    },
  };
}
