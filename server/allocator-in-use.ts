import { readFileSync } from 'node:fs';

/** The C allocator this process runs on (decision 063): jemalloc when its library is mapped in, else the system's. */
export function allocatorInUse(): 'jemalloc' | 'system' {
  try {
    return readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc') ? 'jemalloc' : 'system';
  } catch {
    return 'system'; // not Linux: no /proc
  }
}
