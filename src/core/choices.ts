import * as z from 'zod/mini';

/*
 * The grouped move tree for people (DESIGN.md §1 "Made for people too"): a seat's legal actions
 * grouped by what they pick first (a card), then how (a use, a mode), then at what (a target), each
 * level labelled, so that a UI shows a handful of options at a time instead of a flat list of 65.
 * The game's atomic `legalActions` are unchanged: every leaf is one of them.
 */

/** At most this many options on one level of a {@link Choice} tree ({@link choiceTree} pages the rest). */
export const MAX_CHOICES = 12;

/** A leaf of the tree: one legal action, in words. */
export interface ActionChoice<A> {
  readonly label: string;
  readonly action: A;
}

/** A group of options that share their first picks (e.g. the same card, then the same use). */
export interface ChoiceGroup<A> {
  readonly label: string;
  readonly options: readonly Choice<A>[];
}

/** One option shown to a person: an action, or a group to open. */
export type Choice<A> = ActionChoice<A> | ChoiceGroup<A>;

/** One labelled pick on the way to an action: `key` tells picks apart, `label` is its words. */
export interface ChoiceStep {
  readonly key: string;
  readonly label: string;
}

/** An action and the picks that lead to it, outermost first (the last step labels the action itself). */
export interface ChoicePath<A> {
  readonly action: A;
  readonly path: readonly ChoiceStep[];
}

/** Whether an option is a group (to open) rather than an action (to take). */
export function isChoiceGroup<A>(c: Choice<A>): c is ChoiceGroup<A> {
  return 'options' in c;
}

/** The zod schema of a choice tree's options over an action schema (for views and wire formats). */
export function choiceSchema<A>(action: z.ZodMiniType<A>): z.ZodMiniType<Choice<A>> {
  const choice: z.ZodMiniType<Choice<A>> = z.lazy(() => z.union([z.object({ label: z.string(), action }), z.object({ label: z.string(), options: z.array(choice) })]));
  return choice;
}

interface Node<A> {
  readonly label: string;
  readonly children: Map<string, Node<A>>;
  action?: A;
}

/**
 * Builds the tree from each action's path: actions that share a step share a group; a group with
 * one option is that option (its label joined to the group's), and a tree of one group is that
 * group's options (each label joined to the group's), so that no level is a menu of one option; a
 * level with more than `max` options shows `max - 1` of them and a "More" group with the rest.
 */
export function choiceTree<A>(paths: readonly ChoicePath<A>[], max: number = MAX_CHOICES): Choice<A>[] {
  const root: Node<A> = { label: '', children: new Map() };
  for (const { action, path } of paths) {
    let node = root;
    path.forEach((step, i) => {
      let next = node.children.get(step.key);
      if (next === undefined) node.children.set(step.key, (next = { label: step.label, children: new Map() }));
      if (i === path.length - 1) next.action = action;
      node = next;
    });
  }
  const top = [...root.children.values()].map(toChoice);
  const only = top.length === 1 ? top[0]! : undefined;
  return page(only !== undefined && isChoiceGroup(only) ? only.options.map((c) => ({ ...c, label: `${only.label}: ${c.label}` })) : top, max);
}

function toChoice<A>(node: Node<A>): Choice<A> {
  const options = [...node.children.values()].map(toChoice);
  if (node.action !== undefined) {
    // an action that is also a prefix of others (rare): the action first, then the rest
    return options.length === 0 ? { label: node.label, action: node.action } : { label: node.label, options: [{ label: node.label, action: node.action }, ...options] };
  }
  if (options.length === 1) {
    const only = options[0]!;
    return { ...only, label: `${node.label}: ${only.label}` };
  }
  return { label: node.label, options };
}

/** Pages a level (and every group below it) to at most `max` options. */
function page<A>(options: readonly Choice<A>[], max: number): Choice<A>[] {
  const paged = options.map((c) => (isChoiceGroup(c) ? { label: c.label, options: page(c.options, max) } : c));
  if (paged.length <= max) return paged;
  return [...paged.slice(0, max - 1), { label: `More (${paged.length - max + 1})`, options: page(paged.slice(max - 1), max) }];
}

/** Every action of a tree, in order (what a UI can reach by opening groups). */
export function choiceActions<A>(options: readonly Choice<A>[]): A[] {
  return options.flatMap((c) => (isChoiceGroup(c) ? choiceActions(c.options) : [c.action]));
}

/** The largest number of options any level of the tree shows. */
export function widestLevel<A>(options: readonly Choice<A>[]): number {
  return Math.max(options.length, ...options.map((c) => (isChoiceGroup(c) ? widestLevel(c.options) : 0)));
}
