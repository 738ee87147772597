import { describe, expect, it } from 'vitest';
import { allocatorPlan } from '../../scripts/allocator.mjs';

const LIB = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
/** `library`: the path found, or null when none of Debian's paths exists. */
const plan = (env: Record<string, string>, library: string | null = LIB, platform = 'linux') => allocatorPlan({ env, platform, library });

describe('the C allocator the server starts on (decision 063)', () => {
  it('by default, Node starts again on jemalloc when it is installed, purging freed pages after 5 s', () => {
    expect(plan({ PORT: '4321' })).toEqual({
      required: false,
      env: { PORT: '4321', LD_PRELOAD: LIB, MALLOC_CONF: 'background_thread:true,dirty_decay_ms:5000,muzzy_decay_ms:0' },
    });
    expect(plan({ MEMORY_ALLOCATOR: 'auto' }).env?.LD_PRELOAD).toBe(LIB);
    expect(plan({ MEMORY_ALLOCATOR: ' jemalloc ' })).toMatchObject({ required: true, env: { LD_PRELOAD: LIB } });
  });

  it('keeps a library already preloaded after it, and settings of jemalloc given', () => {
    expect(plan({ LD_PRELOAD: '/opt/other.so', MALLOC_CONF: 'narenas:2' }).env).toEqual({
      LD_PRELOAD: `${LIB}:/opt/other.so`,
      MALLOC_CONF: 'narenas:2',
    });
  });

  it('does nothing once on jemalloc (the second start), when the system allocator is asked for, or for a value the settings check refuses', () => {
    expect(plan({ LD_PRELOAD: LIB })).toEqual({});
    expect(plan({ MEMORY_ALLOCATOR: 'system' })).toEqual({});
    expect(plan({ MEMORY_ALLOCATOR: 'tcmalloc' })).toEqual({});
  });

  it('without the library: the system allocator under auto, a refusal naming the package when jemalloc is required', () => {
    expect(plan({}, null)).toEqual({});
    expect(plan({ MEMORY_ALLOCATOR: 'auto' }, LIB, 'darwin')).toEqual({});
    expect(plan({ MEMORY_ALLOCATOR: 'jemalloc' }, null).error).toBe(
      "MEMORY_ALLOCATOR=jemalloc, but jemalloc is not installed: install Debian's libjemalloc2, or set MEMORY_ALLOCATOR=auto",
    );
    expect(plan({ MEMORY_ALLOCATOR: 'jemalloc' }, LIB, 'darwin').error).toContain('not installed');
  });
});
