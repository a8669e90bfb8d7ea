import { randomBot, type SyncBot } from '../bots.js';
import { chanceSampler } from '../chance-sampler.js';
import { canonicalJson } from '../json.js';
import { Owner } from '../owner.js';
import { createRandom, type Random } from '../rng.js';
import type { BaseAction, BaseState, Game, Player } from '../types.js';
import { confirmed } from './confirm.js';
import { decide } from './decide.js';
import { winShare, type Evaluator } from './rewards.js';
import { policyChoice, rollout } from './rollout.js';
import { legalKeys, newNode, selectUcb, type TreeNode } from './tree.js';

/** Options of {@link ismcts}. */
export interface IsmctsOptions<S extends BaseState = BaseState, A extends BaseAction = BaseAction> {
  /** The game to play; it needs a determinizer ({@link Game.determinize}) unless `determinize` is given. */
  readonly game: Game<S, A>;
  /** Iterations (determinize, select, expand, roll out, back up) per decision. Default 200. */
  readonly iterations?: number;
  /**
   * Also stop a search after this many milliseconds (measured with `now`). A time budget makes the
   * choice depend on the machine's speed; leave it out for reproducible play.
   */
  readonly timeMs?: number;
  /** A monotonic clock in milliseconds for `timeMs`. Default `performance.now`. */
  readonly now?: () => number;
  /**
   * Iterations of the budget kept to confirm an answer other than the rollout policy's choice:
   * half as many pairs of rollouts, each pair playing both actions from one fresh determinization
   * with the same chance draws (see {@link ismcts}); they run after the search, whatever `timeMs`.
   * Default a quarter of `iterations` with a `rollout` policy, 0 without (a random policy's choice
   * is no move to protect); below 4, the search's choice stands unconfirmed.
   */
  readonly confirmations?: number;
  /** UCB1's exploration constant (rewards are in [0, 1]). Default 0.7. */
  readonly exploration?: number;
  /**
   * How many standard errors another action's mean reward must beat the rollout policy's choice by
   * to be played instead (see {@link ismcts}). Default 1; 0 plays the best mean among the actions
   * visited at least twice, when it beats the policy's.
   */
  readonly confidence?: number;
  /** The policy that plays every seat after the tree's frontier. Default a seeded `randomBot`. */
  readonly rollout?: SyncBot<A, unknown>;
  /**
   * Scores a position that a cut-off rollout left unfinished, for each seat, in [0, 1] (a guess at
   * the seat's share of the win; see {@link Evaluator}). Without it an unfinished rollout scores 0.
   */
  readonly evaluate?: Evaluator<S>;
  /**
   * Decisions (chance outcomes not counted) a rollout plays past the tree before it stops and
   * `evaluate` scores the position. Default 10 000 (to the end, in practice).
   */
  readonly rolloutDepth?: number;
  /** Seed of the bot's own generator: the same seed and inputs give the same choices. Default 0. */
  readonly seed?: number;
  /** Replaces the game's own determinizer. */
  readonly determinize?: (state: S, seat: Player, random: Random) => S;
}

/**
 * An information-set Monte Carlo tree search bot (single observer, Cowling et al. 2012), generic
 * over the game contract. Each iteration resamples what the deciding seat cannot see with the
 * game's determinizer, walks one shared tree keyed by actions (chance nodes are drawn by their
 * probabilities, never searched as a player), expands one action, plays the rest with the rollout
 * policy, and backs up each seat's share of the win. With `evaluate` and a `rolloutDepth`, a rollout
 * stops after that many decisions and the evaluation's guess stands in for the win share, which
 * buys many more iterations in long games.
 * It answers with the rollout policy's choice (the root's first child) unless another action's mean
 * reward beats it by `confidence` standard errors: at a few hundred iterations spread over many
 * actions, the best-looking or most visited action is often a lucky one, and a good policy's move
 * is the safer answer (without this the bot played worse than its own heuristic rollouts). Such a
 * departure must then hold on fresh samples (`confirmations`): the best of many noisy means is
 * biased upward, and small losses at a hundred departures a game add up.
 * A node grows its children progressively (at most 1 + ⌊√(visits / 2)⌋, the rollout policy's
 * choice first), so that the tree plays like the policy where it has seen little: without this,
 * the few visits below each chance outcome would play near-randomly and drown the signal.
 *
 * The bot reads the state it is given only through the determinizer, so its choice cannot depend
 * on hidden information; it needs `state` in its input (`playout`, `playoutAsync` and `arena`
 * pass it).
 */
export function ismcts<S extends BaseState, A extends BaseAction>(options: IsmctsOptions<S, A>): SyncBot<A, unknown> {
  const { game } = options;
  const determinize = options.determinize ?? game.determinize;
  if (!determinize) throw new Error(`ismcts: ${game.id} has no determinizer (Game.determinize)`);
  const iterations = options.iterations ?? 200;
  const exploration = options.exploration ?? 0.7;
  const confidence = options.confidence ?? 1;
  // the search keeps at least one iteration
  const pairs = Math.floor(Math.min(options.confirmations ?? (options.rollout ? iterations / 4 : 0), iterations - 1) / 2);
  const rolloutDepth = options.rolloutDepth ?? 10_000;
  const evaluate = options.evaluate;
  const seed = options.seed ?? 0;
  const random = createRandom(seed);
  const policy = options.rollout ?? randomBot(seed ^ 0x3c6ef372);
  const clock = (globalThis as { performance?: { now(): number } }).performance;
  const now = options.now ?? (() => clock!.now());
  const draw = chanceSampler(game);

  /**
   * The untried action to add to the tree: the rollout policy's choice when it is untried (so the
   * tree grows first where the policy would play), else a random untried one.
   */
  function expansion(s: S, who: Player, legal: A[], keys: readonly string[], untried: readonly number[]): number {
    const choice = policyChoice(game, s, who, legal, policy);
    const i = keys.indexOf(canonicalJson(choice));
    return untried.includes(i) ? i : untried[random.int(untried.length)]!;
  }

  /** A rollout's end, scored for a seat: its share of the win, or the evaluation's guess if it is unfinished. */
  function scorer(end: S): (seat: Player) => number {
    const result = game.result(end);
    return (seat) => (result !== null || !evaluate ? winShare(result, seat) : evaluate(end, seat));
  }

  /**
   * A fresh determinization of `state` (given in 'manual' chance mode, which a determinizer keeps),
   * in 'manual' chance mode: the search draws chance outcomes itself.
   */
  function determinized(state: S, seat: Player): S {
    const d = determinize!(state, seat, random);
    return d.chance === 'manual' ? d : { ...d, chance: 'manual' };
  }

  /** One confirmation pair: `a` and `b` played from one fresh determinization with the same chance draws. */
  function pair(state: S, seat: Player, a: A, b: A): [number, number] {
    const s = determinized(state, seat);
    const draws = random.int(0x7fffffff);
    const play = (action: A) => scorer(rollout(game, game.apply(s, action, { validate: false }), policy, createRandom(draws), rolloutDepth, new Owner(), draw))(seat);
    return [play(a), play(b)];
  }

  /** One iteration from a fresh determinization of `state` for `seat`; grows `root`. */
  function iterate(root: TreeNode, state: S, seat: Player): void {
    let s = determinized(state, seat);
    // the iteration owns the states it makes from the determinization (owned mode): one copy, then in place
    const owner = new Owner();
    const owned = { validate: false, owner };
    let node = root;
    const path = [root];
    for (let who = game.toMove(s); who !== null; who = game.toMove(s)) {
      if (who === 'chance') {
        const outcome = draw(s, random);
        const key = canonicalJson(outcome);
        let child = node.children.get(key);
        if (!child) node.children.set(key, (child = newNode('chance')));
        s = game.apply(s, outcome, owned);
        node = child;
        path.push(node);
        continue;
      }
      const legal = game.legalActions(s);
      const keys = legalKeys(node, legal);
      const untried: number[] = [];
      // the children of the legal actions, in the legal list's order (a tried action's child once)
      const tried: TreeNode[] = [];
      const triedAt: number[] = [];
      for (let i = 0; i < legal.length; i++) {
        const key = keys[i]!;
        const child = node.children.get(key);
        if (child === undefined) untried.push(i);
        else if (keys.indexOf(key) === i) {
          child.avail++;
          tried.push(child);
          triedAt.push(i);
        } else child.avail++;
      }
      // progressive widening: a node visited v times has at most 1 + ⌊√(v / 2)⌋ children
      if (untried.length > 0 && keys.length - untried.length < 1 + Math.floor(Math.sqrt(node.visits / 2))) {
        const i = expansion(s, who, legal, keys, untried);
        const child = newNode(who);
        node.children.set(keys[i]!, child);
        s = game.apply(s, legal[i]!, owned);
        path.push(child);
        break;
      }
      const k = selectUcb(tried, exploration);
      s = game.apply(s, legal[triedAt[k]!]!, owned);
      node = tried[k]!;
      path.push(node);
    }
    const score = scorer(rollout(game, s, policy, random, rolloutDepth, owner, draw));
    // each seat's reward scored once (a path passes few seats)
    const seats: Player[] = [];
    const rewards: number[] = [];
    for (const n of path) {
      n.visits++;
      if (n.by === null || n.by === 'chance') continue;
      let at = seats.indexOf(n.by);
      if (at < 0) at = seats.push(n.by) - 1;
      const r = (rewards[at] ??= score(n.by));
      n.reward += r;
      n.squares += r * r;
    }
  }

  return {
    name: `ismcts(${iterations})`,
    choose({ player, legal, state }) {
      if (legal.length === 1) return legal[0]!;
      if (!state) throw new Error('ismcts needs the state in its input, for the determinizer');
      // in 'manual' chance mode once, so that each determinization of it is too (no second copy per iteration)
      const s: S = (state as S).chance === 'manual' ? (state as S) : { ...(state as S), chance: 'manual' };
      const root = newNode(null);
      const deadline = options.timeMs === undefined ? undefined : now() + options.timeMs;
      const search = iterations - 2 * pairs;
      for (let i = 0; i < search && (i === 0 || deadline === undefined || now() < deadline); i++) iterate(root, s, player);
      const first = root.children.keys().next().value;
      const key = decide(root, confidence);
      const find = (k: string | undefined): A | undefined => legal.find((a) => canonicalJson(a) === k);
      const answer = find(key) ?? legal[0]!;
      const policyMove = find(first);
      if (key === first || !policyMove) return answer;
      return confirmed(pairs, confidence, () => pair(s, player, answer, policyMove)) ? answer : policyMove;
    },
  };
}
