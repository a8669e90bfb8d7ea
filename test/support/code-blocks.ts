import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A sample to run: a TypeScript block of a Markdown file, with the blocks that continue it. */
export interface Sample {
  /** `file:line` of the first block. */
  readonly name: string;
  readonly code: string;
}

const FENCE = /^```(ts|typescript)( continued)?[^\n]*\n([\s\S]*?)^```/gm;

/**
 * The TypeScript samples of a Markdown file: each ```` ```ts ```` block, joined with the blocks
 * right after it marked ```` ```ts continued ```` (which use its names), as one program.
 */
export function samplesOf(path: string, root: string): Sample[] {
  const text = readFileSync(path, 'utf8');
  const samples: { name: string; code: string }[] = [];
  for (const m of text.matchAll(FENCE)) {
    const line = text.slice(0, m.index).split('\n').length;
    const last = samples[samples.length - 1];
    if (m[2] && last) last.code += `\n${m[3]}`;
    else samples.push({ name: `${relative(root, path)}:${line}`, code: m[3]! });
  }
  return samples;
}

/** README.md and every Markdown file under docs/ (the generated API pages aside). */
export function documentationFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'api' ? [] : walk(join(dir, e.name))) : e.name.endsWith('.md') ? [join(dir, e.name)] : []));
  return [join(root, 'README.md'), ...walk(join(root, 'docs')).sort()];
}
