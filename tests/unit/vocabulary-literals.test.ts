import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { VOCABULARY } from '@/contracts/vocabulary';
import { ROOT } from '../support/server-process';

// The vocabulary (fuel, body, plan, service and slot types, statuses, stages…) is declared once, in
// src/contracts/vocabulary.ts, and the database enums are built from it. Anywhere else, code names a
// value through the contracts (Fuel.EV, ServiceKind.periodic_service), never by writing it out.
const ALLOWED = [/^src\/contracts\//, /^src\/backend\/platform\/db\/schema\//];
const SOURCE = /\.(ts|tsx|astro|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return SOURCE.test(name) ? [rel] : [];
  });
}

/** The code without its comments (block, line and JSX comments), so prose may mention a value. */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/<!--[\s\S]*?-->/g, '');

const values = [...new Set(VOCABULARY.flat())];
const escapeRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A value written out as a whole string literal, or inside a URL after '=' ('?category=periodic_service'). */
const literal = new RegExp(
  `(['"\`])(${values.map(escapeRegExp).join('|')})\\1|=(${values
    .filter((v) => v.includes('_'))
    .map(escapeRegExp)
    .join('|')})\\b`,
  'g',
);

function literalsIn(files: string[]): string[] {
  return files.flatMap((file) => {
    const code = withoutComments(readFileSync(path.join(ROOT, file), 'utf8'));
    return [...code.matchAll(literal)].map((m) => `${file}: ${m[0]}`);
  });
}

describe('the vocabulary is written out only in the contracts and the database enums', () => {
  const files = ['src', 'server'].flatMap(sourceFiles).filter((f) => !ALLOWED.some((a) => a.test(f)));

  it('scans the whole product', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain('src/islands/choices/HandoverOptions.tsx');
  });

  it('finds no vocabulary literal anywhere else', () => {
    expect(literalsIn(files)).toEqual([]);
  });

  it('would find one: a literal, a literal in a URL, but not a mention in a comment', () => {
    const probe = (code: string) => [...withoutComments(code).matchAll(literal)].map((m) => m[0]);
    expect(probe("const fuel = 'PETROL';")).toEqual(["'PETROL'"]);
    expect(probe('href={`/pricing-plans?category=periodic_service`}')).toEqual(['=periodic_service']);
    expect(probe("// a 'PETROL' car\n/** 'EV' */ const x = 1;")).toEqual([]);
    expect(probe("const url = 'https://x.in'; // 'SUV'")).toEqual([]);
  });
});
