import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { games as registered } from '../src/index.js';

/*
 * The games are written as ordinary core tasks (issue 33, docs/architecture.md "Plain tasks"): the
 * sequence of a rule is pushed as tasks, never named inside a task for later; a task's kind is what it
 * is for its whole life; automatic steps are the machine's, not a private loop's. Each check reads the
 * sources (or the task schemas) of every game;
 */

const games = new URL('../src/games/', import.meta.url);

/** Every TypeScript source under src/games, as [path, text without comments]. */
function sources(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: URL, rel: string): void => {
    for (const name of readdirSync(dir)) {
      const url = new URL(name, dir);
      if (statSync(url).isDirectory()) walk(new URL(`${name}/`, dir), `${rel}${name}/`);
      else if (name.endsWith('.ts')) out.push([`${rel}${name}`, withoutComments(readFileSync(url, 'utf8'))]);
    }
  };
  walk(games, '');
  return out;
}

/** The source without its comments (strings kept): a rule cited in a comment is not code. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** What each check forbids in code, with why. */
const forbidden: readonly { name: string; pattern: RegExp }[] = [
  // a task becomes another by being popped and the next one pushed (or replaced whole)
  { name: 'a write to a task kind (`.kind =`)', pattern: /(\.kind|\[['"]kind['"]\])\s*=(?!=)/ },
  // automatic steps run in the machine's own loop (core maxAutoSteps reports a runaway)
  { name: 'an endless loop (`for (;;)`, `while (true)`)', pattern: /for\s*\(\s*;\s*;\s*\)|while\s*\(\s*true\s*\)/ },
  // a loop bounded by a large literal or a `guard` counter: a private machine guarding itself
  { name: 'a guard-counter loop', pattern: /for\s*\(\s*let\s+(\w+)\s*=\s*\d+\s*;\s*\1\s*<=?\s*[\d_]{3,}|\bguard\s*(<|\+\+|\+=)/ },
  // a game's state lives in its state, never in a module (one game's apply must not see another's)
  { name: 'a module-level `let`', pattern: /^(export\s+)?let\s/ },
  // the sequence of play is tasks pushed in order: the phase under way is read from the stack, never switched on
  { name: 'a `switch` on a phase (`switch (….phase)`)', pattern: /\bswitch\s*\([^)]*phase[^)]*\)/i },
  // the stack changes through the machine's context (push, pop, replaceTop, own…), never by index
  { name: 'a direct index write into a task list', pattern: /\btasks\s*\[[^\]]*\]\s*(=(?!=)|\+=|-=)/ },
];

/**
 * What the rules (`src/games/<id>/rules/`) may not do with the task stack: reach a task under the top.
 * What several tasks share is a record of the state, what a step needs is a field of its own task; a
 * rule reads the top (`ctx.top`, `tasks[tasks.length - 1]`) and the shape of the work pending through
 * the core (`topmost`, `lowest`, `runTop`), and writes under the top only through the core
 * (`insertAbove`, `removeAll`, windows). Views, bots, the validator and the scenario builder read the
 * whole state and are not rules.
 */
const belowTheTop: readonly { name: string; pattern: RegExp }[] = [
  { name: 'an index into a task list other than its top', pattern: /\btasks\s*\[(?!\s*[\w.]*tasks\.length\s*-\s*1\s*\])/ },
  { name: 'a scan of a task list (find, filter, some, slice…)', pattern: /\btasks\s*\.\s*(find|findLast|findIndex|findLastIndex|indexOf|lastIndexOf|includes|filter|some|every|slice|forEach|map|flatMap|reduce|at)\s*\(/ },
  { name: 'a loop over a task list', pattern: /\bof\s+[\w.]*\btasks\s*\)/ },
];

/** The lines of `text` that `pattern` matches, as `path:line`. */
function violations(files: readonly [string, string][], pattern: RegExp): string[] {
  const out: string[] = [];
  for (const [path, text] of files) text.split('\n').forEach((line, i) => pattern.test(line) && out.push(`${path}:${i + 1}: ${line.trim()}`));
  return out;
}

/**
 * One dialect (issue 33 item 5, docs/architecture.md "Handlers"): every handler is built with the
 * core's builders (`handlerBuilders`: `auto`, `decision`, `chance`, `window`, `effectList`), bound to
 * the game's types in its `rules/tasks.ts`; none spells out a `decider` of its own or calls the
 * builders' parts past them. `exempt` names the files allowed, each with why.
 */
const oneDialect: readonly { name: string; pattern: RegExp; exempt: Readonly<Record<string, string>> }[] = [
  {
    name: 'a handler with a `decider` of its own (not built with the core builders)',
    pattern: /\bdecider\s*[:(]/,
    exempt: {
      // the Machine answers the Establishment's decisions: a transformation of the handler table, not a handler
      'chicago-68/rules/solo/decide.ts': 'wraps',
    },
  },
  { name: 'a window or effect list built past the builders (`windowHandler`, `effectListHandler`)', pattern: /\b(windowHandler|effectListHandler)\s*[<(]/, exempt: {} },
];

/**
 * Task fields named as a continuation: `next` or `after`, alone or as the start of a camelCase name
 * (`nextStep`, `afterRoll`). A task says what it holds (a `cursor` into a list, a `turnCard`), never
 * what runs after it: that is the task under it on the stack.
 */
function continuationFields(tasks: z.ZodMiniDiscriminatedUnion): string[] {
  const out: string[] = [];
  for (const option of tasks.def.options as z.ZodMiniObject[]) {
    const kind = String((option.shape['kind'] as z.ZodMiniLiteral).def.values[0]!);
    for (const key of Object.keys(option.shape)) if (/^(next|after)([A-Z]|$)/.test(key)) out.push(`${kind}.${key}`);
  }
  return out;
}

/**
 * Task fields that hold steps to run by name: a field `step` or `steps` (a list of named steps and a
 * cursor into it, as Chicago '68's sequence was). A sequence is its tasks, pushed in order, each step
 * a task kind of its own.
 */
function namedSteps(tasks: z.ZodMiniDiscriminatedUnion): string[] {
  const out: string[] = [];
  for (const option of tasks.def.options as z.ZodMiniObject[]) {
    const kind = String((option.shape['kind'] as z.ZodMiniLiteral).def.values[0]!);
    for (const key of Object.keys(option.shape)) if (/^steps?$/.test(key)) out.push(`${kind}.${key}`);
  }
  return out;
}

/** A game's task schema, read from its state schema (`tasks`: an array of them). */
const tasksOf = (id: string): z.ZodMiniDiscriminatedUnion => ((registered[id as keyof typeof registered].schemas.state as unknown as z.ZodMiniObject).shape['tasks'] as z.ZodMiniArray).def.element as z.ZodMiniDiscriminatedUnion;

describe('the games are written as plain core tasks', () => {
  const files = sources();
  it('reads every game', () => {
    expect(new Set(files.map(([p]) => p.split('/')[0]))).toEqual(new Set(readdirSync(games)));
  });
  for (const { name, pattern } of forbidden) {
    it(`has no ${name}`, () => {
      expect(violations(files, pattern)).toEqual([]);
    });
  }
  const rules = files.filter(([p]) => p.split('/')[1] === 'rules');
  it('reads the rules of every game', () => {
    expect(new Set(rules.map(([p]) => p.split('/')[0]))).toEqual(new Set(readdirSync(games)));
  });
  for (const { name, pattern } of belowTheTop) {
    it(`has in its rules no read or write of a task under the top: no ${name}`, () => {
      expect(violations(rules, pattern)).toEqual([]);
    });
  }
  for (const { name, pattern, exempt } of oneDialect) {
    it(`one dialect: has no ${name}`, () => {
      expect(violations(files.filter(([p]) => !(p in exempt)), pattern)).toEqual([]);
      // each exemption still needs it (no stale entry)
      for (const p of Object.keys(exempt)) expect(violations(files.filter(([q]) => q === p), pattern).length, p).toBeGreaterThan(0);
    });
  }
  for (const id of Object.keys(registered)) {
    it(`${id}: a sequence is tasks pushed in order: no task holds the names of steps to run (a field \`step\` or \`steps\`)`, () => {
      expect(namedSteps(tasksOf(id))).toEqual([]);
    });
    it(`${id}: no task field names the step that follows (no field \`next…\` or \`after…\`)`, () => {
      expect(tasksOf(id).def.options.length).toBeGreaterThan(10);
      expect(continuationFields(tasksOf(id))).toEqual([]);
    });
  }
});
