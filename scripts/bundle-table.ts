import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundleSizes, type BundleSize } from '../bench/bundle-size.js';

/*
 * Regenerates the table of current bundle sizes in docs/performance.md from the built package
 * (`npm run docs:bundles` builds first), between its two markers, so that the figures are measured,
 * never typed by hand (issue 25).
 */

const DOC = resolve('docs/performance.md');
const START = '<!-- bundle sizes: written by `npm run docs:bundles` -->';
const END = '<!-- end of bundle sizes -->';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** The sizes as a Markdown table. */
function table(sizes: readonly BundleSize[], version: string): string[] {
  return [
    `Measured on version ${version}: every export of the subpath bundled for a browser (minified, gzipped).`,
    '',
    '| bundle | minified | gzip | own code (gzip, no dependencies) | budget (gzip) |',
    '|---|---|---|---|---|',
    ...sizes.map((s) => `| \`${s.bundle.replace(' { playout }', "` `{ playout }")}\` | ${kb(s.minBytes)} | ${kb(s.gzipBytes)} | ${kb(s.ownGzipBytes)} | ${s.budgetBytes === null ? '—' : kb(s.budgetBytes)} |`),
  ];
}

const version = (JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { version: string }).version;
const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(START);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`${DOC} lacks the markers ${START} … ${END}`);
const lines = table(await bundleSizes(resolve('.')), version);
writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n${lines.join('\n')}\n${doc.slice(end)}`);
console.log(`docs/performance.md: ${lines.length - 4} bundles written`);
