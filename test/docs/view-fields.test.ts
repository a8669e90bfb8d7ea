import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Issue 25 part 2: a client reads views, so every field of every game's view schema — and of the
 * schemas a view shows with short keys (units, cities, areas) — says what it is in TSDoc, which
 * editors show on hover and the API reference prints (renaming the keys would break clients).
 */

const root = new URL('../../', import.meta.url).pathname;

/** The schemas to check, by file: a view and what it shows with short keys. */
const schemas: Record<string, string[]> = {
  'src/games/free-at-last/schema.ts': ['orgViewSchema', 'viewSchema'],
  'src/games/chicago-68/schema.ts': ['viewSchema', 'unitsSchema', 'areaStateSchema'],
  'src/games/free-at-last-1955/schema.ts': ['viewSchema', 'cityUnitsSchema', 'cityStateSchema', 'leaderStateSchema'],
};

/** The fields without a TSDoc comment of the `z.object({…})` literal of the variable (a nested object's fields are its field's to explain). */
function undocumented(file: string, variable: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(`${root}${file}`, 'utf8'), ts.ScriptTarget.ES2022, true);
  const missing: string[] = [];
  let found = false;
  const walkObject = (o: ts.ObjectLiteralExpression, prefix: string): void => {
    for (const p of o.properties) {
      const name = p.name && ts.isIdentifier(p.name) ? p.name.text : p.name?.getText(source) ?? '?';
      if (ts.getJSDocCommentsAndTags(p).length === 0) missing.push(`${prefix}${name}`);
    }
  };
  const findObjects = (n: ts.Node, prefix: string): void => {
    if (ts.isCallExpression(n) && n.arguments[0] && ts.isObjectLiteralExpression(n.arguments[0]) && /\bobject$/.test(n.expression.getText(source))) return walkObject(n.arguments[0], prefix);
    ts.forEachChild(n, (c) => findObjects(c, prefix));
  };
  source.forEachChild(function visit(n) {
    if (ts.isVariableDeclaration(n) && n.name.getText(source) === variable && n.initializer) {
      found = true;
      findObjects(n.initializer, '');
    }
    ts.forEachChild(n, visit);
  });
  if (!found) missing.push(`(no ${variable} in ${file})`);
  return missing;
}

describe('every field of the views is documented', () => {
  for (const [file, variables] of Object.entries(schemas)) {
    for (const variable of variables) {
      it(`${file} ${variable}`, () => expect(undocumented(file, variable)).toEqual([]));
    }
  }
});
