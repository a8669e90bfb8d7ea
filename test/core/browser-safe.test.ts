import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The library must run in a browser: Node built-ins and globals only in src/cli and src/node. (The typecheck
// cannot catch this, as the CLI brings Node's types into the program.)
const root = new URL('../../src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['cli', 'node'].includes(relative(root, path)) ? [] : sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

const forbidden = [/from ['"](node:|fs|path|os|child_process|util|crypto)['"/]/, /\brequire\(/, /\bprocess\./, /\bBuffer\./, /\b__dirname\b/, /\bMath\.random\b/, /\bDate\.now\b|\bnew Date\b/];

describe('the library is browser-safe and deterministic', () => {
  const files = sources(root);
  it('finds the sources', () => expect(files.length).toBeGreaterThan(10));
  for (const file of files) {
    it(relative(root, file), () => {
      // Comments may name what the code must not use.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const pattern of forbidden) expect(text, `${pattern}`).not.toMatch(pattern);
    });
  }
});
