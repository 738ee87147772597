// Feature boundaries, read from the source (docs/decisions/039, 040): a backend feature uses another
// only through its public face (index.ts), never its files (its repository least of all); only the
// appointments feature writes the `appointments` table; and no two features depend on each other.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const BACKEND = path.resolve(import.meta.dirname, '../../src/backend');
const features = readdirSync(BACKEND)
  .filter((d) => d !== 'platform' && statSync(path.join(BACKEND, d)).isDirectory())
  .sort();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

interface Import {
  file: string;
  from: string;
  target: string;
  module: string;
}

/** Every import of one feature's file from another feature's folder: `from '../payments/repository'`. */
function crossFeatureImports(files: { file: string; source: string }[]): Import[] {
  const found: Import[] = [];
  for (const { file, source } of files) {
    const own = path.relative(BACKEND, file).split(path.sep)[0]!;
    for (const match of source.matchAll(/from '\.\.\/([a-z-]+)(?:\/([a-z-]+))?'/g)) {
      const target = match[1]!;
      if (target === own || target === 'platform' || !features.includes(target)) continue;
      found.push({ file: path.relative(BACKEND, file), from: own, target, module: match[2] ?? 'index' });
    }
  }
  return found;
}

/** Statements that write the appointments table: insert into, update, delete from. */
function appointmentWrites(files: { file: string; source: string }[]): string[] {
  return files.flatMap(({ file, source }) => {
    const own = path.relative(BACKEND, file).split(path.sep)[0];
    if (own === 'appointments') return [];
    return [...source.matchAll(/\.(insert|update|delete)\(appointments\)|(insert into|update|delete from) "?appointments"?\b/gi)].map(
      (m) => `${path.relative(BACKEND, file)}: ${m[0]}`,
    );
  });
}

const sources = features.flatMap((f) => filesUnder(path.join(BACKEND, f))).map((file) => ({ file, source: readFileSync(file, 'utf8') }));

describe('feature boundaries', () => {
  it('a feature imports another only through its public face, never its repository or other files', () => {
    const reaches = crossFeatureImports(sources)
      .filter((i) => i.module !== 'index')
      .map((i) => `${i.file} → ${i.target}/${i.module}`);
    expect(reaches).toEqual([]);
  });

  it('every feature another one uses has a public face', () => {
    const used = [...new Set(crossFeatureImports(sources).map((i) => i.target))];
    expect(used.filter((f) => !sources.some((s) => s.file === path.join(BACKEND, f, 'index.ts')))).toEqual([]);
  });

  it('only the appointments feature writes the appointments table', () => {
    expect(appointmentWrites(sources)).toEqual([]);
  });

  it('the checks catch what they are for: a reach into a repository, a write to appointments', () => {
    const planted = [
      {
        file: path.join(BACKEND, 'workshop/x.ts'),
        source: "import { lockAppointment } from '../appointments/repository';\nimport { x } from '../payments';",
      },
      { file: path.join(BACKEND, 'payments/y.ts'), source: 'await tx.update(appointments).set({ status });' },
      { file: path.join(BACKEND, 'appointments/z.ts'), source: 'await tx.update(appointments).set({ status });' },
    ];
    expect(crossFeatureImports(planted).map((i) => `${i.from} → ${i.target}/${i.module}`)).toEqual([
      'workshop → appointments/repository',
      'workshop → payments/index',
    ]);
    expect(appointmentWrites(planted)).toEqual(['payments/y.ts: .update(appointments)']);
  });

  it('no two features depend on each other both ways (a reaction to an event goes against the dependency)', () => {
    expect(twoWay(crossFeatureImports(sources))).toEqual([]);
  });

  it('the two-way check catches a pair: payments reaching back into appointments that use it', () => {
    const planted = [
      { file: path.join(BACKEND, 'appointments/x.ts'), source: "import { refundCapture } from '../payments';" },
      { file: path.join(BACKEND, 'payments/y.ts'), source: "import { transition } from '../appointments';" },
    ];
    expect(twoWay(crossFeatureImports(planted))).toEqual(['appointments→payments']);
  });
});

/** The pairs of features each importing the other, named once (alphabetically first → second). */
function twoWay(imports: Import[]): string[] {
  const edges = new Set(imports.map((i) => `${i.from}→${i.target}`));
  return [...edges]
    .filter((e) => {
      const [a, b] = e.split('→');
      return a! < b! && edges.has(`${b}→${a}`);
    })
    .sort();
}
