import { best } from '../../../core/best.js';
import type { SyncBot } from '../../../core/bots.js';
import { createRandom } from '../../../core/rng.js';
import { referenceComponents } from '../data/index.js';
import type { FreeAtLastAction, FreeAtLastState, FreeAtLastView } from '../schema.js';
import { ByType } from './by-type.js';
import { figuresValue } from './figures.js';
import { fromView, seatView, type SeatView } from './seat-view.js';

/*
 * The heuristic bot of Free at Last: rules of thumb from the rulebook (24 Strategy Tips and the rules
 * they rest on), reading only the seat's view. It is the rollout policy of `ismcts` in the arena, so
 * every choice is a short scan of the legal actions. Card data come from the reference component set.
 */

const strategy = new Map(referenceComponents.strategy.map((c) => [c.id, c]));
const projectCards = new Map(referenceComponents.projects.map((p) => [p.number, p]));
const stateColor = new Map(referenceComponents.states.map((s) => [s.id, s.color]));

/** A card's rank (1 for a card the reference set does not know). */
const rankOf = (card: string): number => strategy.get(card)?.rank ?? 1;

/** 11.1–11.3 how many cards of `hand` can mobilize on a Project of `type` in a state of `color` (the Home Card counts as any card). */
function mobilizable(hand: readonly string[], home: boolean, type: 'S' | 'A' | 'V', color: string | undefined): number {
  const cards = hand.map((id) => strategy.get(id)).filter((c) => c !== undefined);
  const extra = home ? 1 : 0;
  if (type === 'A') return cards.filter((c) => c.color === color).length + extra;
  const byRank = [1, 2, 3, 4].map((r) => cards.filter((c) => c.rank === r).length);
  if (type === 'V') return Math.max(...byRank) + extra;
  let run = 0;
  let longest = 0;
  for (const n of byRank) longest = Math.max(longest, (run = n > 0 ? run + 1 : 0));
  return Math.min(4, longest + extra);
}

/** 2.5 and 24: the Project this seat can mobilize most red cubes on, against the fewest SEG cubes. */
function projectScore(view: SeatView, state: string): number {
  const card = projectCards.get(view.offered[state] ?? -1);
  if (!card) return 0;
  const cards = Math.min(4, mobilizable(view.hand, view.homeCardInHand, card.type, stateColor.get(state)));
  return 3 * cards - card.seg.white - 2 * card.seg.blue + (card.type === 'S' ? 3 : 0);
}

/**
 * 13.2 where a SEG reinforcement does least harm: a Project that is over, else the weakest other
 * Project (most SEG cubes against its red cubes: one failure rather than two), own Project last.
 */
function harmlessness(view: SeatView, me: string, owner: string): number {
  const p = view.projects[owner];
  if (!p || p.outcome !== 'active') return 100;
  return p.cubes.white + 2 * p.cubes.blue - p.cubes.red - (owner === me ? 50 : 0);
}

/**
 * 13.2 what the SEG reinforcement of a card of `color` costs: nothing when no Project can take it
 * (no matching cube left), more on its own Project than on another's, a blue cube most.
 */
function reinforcementCost(view: SeatView, me: string, color: string): number {
  const key = color === 'red' ? 'red' : color === 'blue' ? 'blue' : 'white';
  const owners = Object.keys(view.projects).filter((o) => view.projects[o]!.outcome === 'active' && view.projects[o]!.cubes[key] > 0);
  if (owners.length === 0) return 0;
  const weight = key === 'white' ? 1 : 2;
  return weight * (owners.some((o) => o !== me) ? 1 : 3);
}

/** Cards in hand, the Home Card included. */
function handSize(view: SeatView): number {
  return view.handCount + (view.homeCardInHand ? 1 : 0);
}

/** The discards, in the heuristic's order (each its lowest card; past the first two only with more than three cards in hand). */
const discardTypes = ['discardDown', 'discard', 'burnDiscard', 'appealDiscard', 'redrawDiscard'] as const;

/** Order of preference among the simple yes/no answers (earlier is better). */
const preference: readonly FreeAtLastAction['type'][] = [
  'acceptFundraiser',
  'projectCommitStaff',
  'assignLeader',
  'declinePreempt',
  'windowPass',
  'eventsDone',
  'redrawDone',
  'projectProceed',
  'projectPass',
  'extraDone',
  'discardDone',
];

/**
 * Free at Last's heuristic bot: selects the Project it can mobilize most on against the fewest SEG
 * cubes (2.5, 24), mobilizes at most two cards (six red cubes: a lost Project then stays below the
 * nine that demoralize, 20.3) and keeps cards for the Action Rounds (24), assigns a Leader, commits
 * Staff, keeps its Stars unless it has no card to play (1.4, 4.1), plays the card whose SEG
 * reinforcement costs least (13.2) and whose Local Figures help (3.6.2, 4.2 C), puts SEG
 * reinforcements where they do least harm (13.2), passes Legislation when an event allows it (9.11.2), withdraws
 * a losing Project when the Failure Markers track is high (1.5, 1.6, 19.8), and discards its lowest
 * cards. `seed` breaks the remaining choices.
 */
export function freeAtLastHeuristic(seed = 0): SyncBot<FreeAtLastAction, FreeAtLastView> {
  const random = createRandom(seed);
  const byType = new ByType();
  return {
    name: `free-at-last-heuristic(${seed})`,
    choose(input) {
      const { player, legal } = input;
      // given the state (a search's rollout, a playout), the parts read come from it, not from a whole view
      const view = input.state === undefined ? fromView(input.view, player) : seatView(input.state as FreeAtLastState, player);
      byType.read(legal);
      const hand = handSize(view);
      const own = view.projects[player];
      const losing = own !== undefined && own.cubes.red <= 2 && own.cubes.white + own.cubes.blue > 0;

      const selects = byType.of('selectProject');
      if (selects.length > 0) return best(selects, (a) => projectScore(view, a.state));
      const mobilize = byType.of('mobilize');
      if (mobilize.length > 0) {
        const done = byType.first('mobilizeDone');
        // 20.3 nine red cubes lost in a Turn demoralize (a Failure Marker): two cards mobilize six
        const mobilized = Number(/\((\d+) so far\)/.exec(view.prompt)?.[1] ?? 0);
        if (done && (hand <= 2 || mobilized >= 2)) return done;
        return best(mobilize, (a) => (a.card === 'home' ? -10 : -rankOf(a.card)));
      }
      const withdraw = byType.first('projectWithdraw');
      if (withdraw && losing && view.failureTrack >= 5) return withdraw;
      const law = byType.of('event').find((a) => a.law !== null) ?? byType.first('chooseLaw');
      if (law) return law;
      const hire = byType.of('hire');
      if (hire.length > 0) {
        const free = hire.find((a) => a.discard === null);
        if (free) return free;
        if (hand >= 6) return best(hire, (a) => -rankOf(a.discard ?? ''));
      }
      const reinforce = byType.of('reinforce');
      if (reinforce.length > 0) return best(reinforce, (a) => harmlessness(view, player, a.target));
      const plays = byType.of('play');
      if (plays.length > 0) return best(plays, (a) => (a.card === 'home' ? -10 : -rankOf(a.card) / 4) - reinforcementCost(view, player, a.color) + figuresValue(view, player, a.rank, a.color));
      const mode = byType.of('mode');
      if (mode.length > 0) return best(mode, (a) => (a.mode === 'bamn' ? -1 : a.mode === 'picket' ? 1 : 0));
      const extras = byType.of('extra').filter((a) => figuresValue(view, player, a.rank, a.color) >= 0);
      if (extras.length > 0 && hand > 2) return best(extras, (a) => figuresValue(view, player, a.rank, a.color) - rankOf(a.card) / 4);
      const hit = byType.of('projectLeaderHit');
      if (hit.length > 0) return best(hit, (a) => (a.use === 'overkill' ? 3 : a.use === 'save' ? (own && own.cubes.red <= 3 ? 2 : 0) : 1));
      const draw = byType.first('spendStarDraw');
      if (draw && hand === 0 && own?.outcome === 'active') return draw;
      const insure = byType.first('projectInsure');
      if (insure && view.stars >= 3) return insure;
      const overkill = byType.first('projectRemoveOverkill');
      if (overkill && view.stars >= 3) return overkill;
      const keep = byType.of('projectKeep');
      if (keep.length > 0) return best(keep, (a) => (typeof a.face === 'number' ? a.face : -1));
      for (const type of discardTypes) {
        const discards = byType.of(type);
        if (discards.length > 0 && (type === 'discardDown' || type === 'discard' || hand > 3)) return best(discards, (a) => -rankOf(a.card));
      }
      for (const type of preference) {
        const preferred = byType.first(type);
        if (preferred) return preferred;
      }
      const safe = legal.filter((a) => a.type !== 'concede' && a.type !== 'projectWithdraw' && a.type !== 'preempt' && a.type !== 'pass');
      const pool = safe.length > 0 ? safe : legal;
      return pool[random.int(pool.length)]!;
    },
  };
}
