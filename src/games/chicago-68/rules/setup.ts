import { cachedBy } from '../../../core/cached-by.js';
import type { RngState } from '../../../core/rng.js';
import { referenceComponents } from '../data/components.js';
import { A } from '../data/area-names.js';
import type { ComponentSet, Faction } from '../data/schema.js';
import type { AreaState, Config, State } from '../schema.js';
import { set } from '../../../core/update.js';
import { board, cityAreas, nameOf } from './lookups.js';
import { groupName, unitName } from './names.js';
import { requestPolicyDraw } from './policy.js';
import { pushRound, type StepRun } from './round.js';
import { step, stepTasks, type StepKind } from './sequence.js';
import { requestStDraw } from './street-theater.js';
import { areaOf, auto, countedDown, factionDecision, type C } from './tasks.js';
import { addUnits, change, changeArea, plus, put, without } from './updates.js';
import { withArticle } from '../../../core/words.js';
import { copiesOf, mapped } from './lists.js';
import { copyOf } from '../../../core/with-key.js';

/* Setup steps 1–12 and the Incendiary Events' "last step" (6.3). */

/** The Machine's factions belong to this non-seat in solo and co-op. */
const MACHINE = 'machine';

/** The seats of a config and which seat plays each faction (2 players, or 6.2). */
export function seating(c: Pick<Config, 'players' | 'split' | 'mode'>): { seats: string[]; factionSeat: Record<Faction, string> } {
  // solo and co-op: the Machine's factions belong to no seat (it takes no decisions)
  if (c.mode === 'solo') return { seats: ['demonstrators'], factionSeat: { mayor: MACHINE, police: MACHINE, yippies: 'demonstrators', mobe: 'demonstrators' } };
  if (c.mode === 'coop') return { seats: ['yippies', 'mobe'], factionSeat: { mayor: MACHINE, police: MACHINE, yippies: 'yippies', mobe: 'mobe' } };
  if (c.players === 2) {
    return { seats: ['establishment', 'demonstrators'], factionSeat: { mayor: 'establishment', police: 'establishment', yippies: 'demonstrators', mobe: 'demonstrators' } };
  }
  if (c.players === 4) return { seats: ['mayor', 'police', 'yippies', 'mobe'], factionSeat: { mayor: 'mayor', police: 'police', yippies: 'yippies', mobe: 'mobe' } };
  return c.split === 'demonstrators'
    ? { seats: ['establishment', 'yippies', 'mobe'], factionSeat: { mayor: 'establishment', police: 'establishment', yippies: 'yippies', mobe: 'mobe' } }
    : { seats: ['mayor', 'police', 'demonstrators'], factionSeat: { mayor: 'mayor', police: 'police', yippies: 'demonstrators', mobe: 'demonstrators' } };
}

const emptyArea = (): AreaState => ({ u: { m1: 0, m2: 0, ag: 0, pig: 0, p1: 0, p2: 0, tac: 0 }, flag: null, gas: false, ng: 0, minus: 0, post: null });

/** The sorted card lists setup starts from, worked out once per component set (every game asks again). */
interface StartLists {
  readonly hands: Readonly<Record<Faction, readonly string[]>>;
  /** The Street Theater deck without and with 6.3.4 Agents of Chaos (the Incendiary Counter-revolutionaries replace the regular ones). */
  readonly stDeck: readonly string[];
  readonly stDeckAgentsOfChaos: readonly string[];
  readonly policyDeck: readonly string[];
  readonly tacticsDeck: readonly string[];
  readonly mobDeck: readonly string[];
}

const startListsOf = cachedBy((set: ComponentSet): StartLists => {
  const { byName } = board({ components: set });
  const hand = (f: Faction) => {
    const cards: string[] = [];
    for (const a of set.actionCards) if (a.faction === f && a.starting) cards.push(...copiesOf(a.id, a.copies));
    return cards.sort(byName);
  };
  const counters = set.streetTheater.filter((c2) => c2.kind === 'counterrevolutionary').map((c2) => c2.id);
  return {
    hands: { mayor: hand('mayor'), police: hand('police'), yippies: hand('yippies'), mobe: hand('mobe') },
    stDeck: set.streetTheater.map((c2) => c2.id).sort(byName),
    stDeckAgentsOfChaos: [...set.streetTheater.filter((c2) => !counters.includes(c2.id)).map((c2) => c2.id), ...set.incendiary.map((c2) => c2.id)].sort(byName),
    policyDeck: set.policies.map((p) => p.id).sort(byName),
    tacticsDeck: set.tactics.map((t) => t.id).sort(byName),
    mobDeck: set.mobChaos.map((m) => m.id).sort(byName),
  };
});

/** The state before setup's tasks run: steps 1–5, 7, 8 and 12 done; the rest are pending steps. */
export function initialState(c: Config, rng: RngState): State {
  const set = c.components ?? referenceComponents;
  const k = set.counts;
  const lists = startListsOf(set);
  const areas: Record<string, AreaState> = Object.fromEntries(set.areas.map((a) => [a.id, emptyArea()]));
  const paths = Object.fromEntries(set.paths.map((p) => [p.id, { barricade: set.setupBarricades.includes(p.id), wire: set.setupBarbedWire.includes(p.id) }]));
  // 8. Lv2 Platoons in starred areas except Grant Park East, a second in the Convention Hall, a Lv1 in Michigan Avenue, NG tokens
  let p2 = 0;
  for (const a of set.areas) {
    if (a.star && a.id !== A.grantParkEast && areas[a.id]) {
      areas[a.id]!.u.p2 += 1;
      p2 += 1;
    }
  }
  const place = (n: string, f: (a: AreaState) => void) => areas[n] && f(areas[n]!);
  place(A.conventionHall, (a) => ((a.u.p2 += 1), (a.ng += 1)));
  place(A.michiganAvenue, (a) => (a.u.p1 += 1));
  place(A.hilton, (a) => (a.ng += 1));
  p2 += areas[A.conventionHall] ? 1 : 0;
  const ngPlaced = (areas[A.conventionHall] ? 1 : 0) + (areas[A.hilton] ? 1 : 0);
  const p1Placed = areas[A.michiganAvenue] ? 1 : 0;
  const wireOnMap = set.setupBarbedWire.length;
  const { seats, factionSeat } = seating(c);
  return {
    rng: [...rng],
    chance: c.chance,
    components: c.components ?? null,
    seats,
    factionSeat,
    vtoOn: c.variableTurnOrder,
    inc: c.incendiary,
    firstGame: c.firstGame,
    round: 1, // 1.
    phase: 'setup',
    areas,
    paths,
    jeep: null,
    // 12. (10–11 move MOBEs, an Agitator and the +3 flag from here); 3–4: 2 red Delegates on the track, 4 in the bag
    supply: { m1: k.smallRed - 6, m2: k.mobeL2 - 1, ag: k.agitators, flags: [...k.rallyFlags].sort((x, y) => x - y), barricades: k.barricades - set.setupBarricades.length, pink: k.pinkDelegates },
    box: { m1: 0, m2: 0, ag: 0, pig: 1, p1: 0, p2: k.policeL2 - p2 - 1 - 3, tac: k.tac, posts: k.posts },
    // 9. the units to place wait in the Reserves (TAC Forces beside them) until placed
    police: { reserves: { p1: k.policeL1 - p1Placed, p2: 3 }, injured: { p1: 0, p2: 0 }, wire: k.policeSupplyBarbedWire, gas: k.policeSupplyTearGas },
    general: { wire: k.barbedWire - wireOnMap - k.policeSupplyBarbedWire, gas: k.tearGas - k.policeSupplyTearGas, ng: k.nationalGuard - ngPlaced, minus: k.minusCapital },
    bonusUnits: { p2: 1, m2: 1 }, // 5.
    capital: k.startingCapital,
    exposure: 0, // 2. the central star
    instability: 3, // 5.
    levelsReached: [],
    tiles: { splay: null, action: null, unit: null, exp: null },
    extraUsed: { establishment: false, demonstrators: false },
    actionHolder: null,
    delegates: { track: ['blue', 'blue', 'red', 'red'], bag: { blue: 8, red: 4, pink: 0 } }, // 3., 4.
    noVote: false,
    hands: { mayor: [...lists.hands.mayor], police: [...lists.hands.police], yippies: [...lists.hands.yippies], mobe: [...lists.hands.mobe] },
    discards: { mayor: [], police: [], yippies: [], mobe: [] },
    stSplay: [],
    stDeck: [...(c.incendiary.agentsOfChaos ? lists.stDeckAgentsOfChaos : lists.stDeck)],
    stDiscard: [],
    policySplay: [],
    policyDeck: [...lists.policyDeck],
    policyDiscard: [],
    tactic: null,
    tacticUsed: false,
    tacticsDeck: [...lists.tacticsDeck],
    mobDeck: [...lists.mobDeck],
    mobDiscard: [],
    smokeEm: false,
    mobThisTurn: false,
    chaosPending: false,
    vtoDeck: [],
    tally: null,
    turn: null,
    tasks: stepTasks(setupSteps).reverse(),
    outcome: null,
    machine: null,
  } satisfies State;
}

// 6. the first Street Theater card (Unbirthday Party for LBJ in a first game)
const setupStreetTheaterStep: StepRun = (ctx) => {
  const first = 'unbirthday-party-for-lbj';
  if (ctx.state.firstGame && ctx.state.stDeck.includes(first)) {
    put(ctx, 'stDeck', without(ctx.state.stDeck, first));
    put(ctx, 'stSplay', [...ctx.state.stSplay, first]);
  } else requestStDraw(ctx);
};

// reconstructed: three Policies start in the splay (solo setup 1: "the first three spaces on the splay as usual")
const setupPoliciesStep: StepRun = (ctx) => ctx.push({ kind: 'drawPolicies', left: board(ctx.state).set.counts.startingPolicies });

/** 9. The Police units the Establishment places: two TAC Forces, four Lv1, three Lv2 Platoons. */
const setupUnits = ['tac', 'tac', 'p1', 'p1', 'p1', 'p1', 'p2', 'p2', 'p2'] as const;

function takeSetupUnit(ctx: C, k: (typeof setupUnits)[number], area: string): void {
  if (k === 'tac') change(ctx, 'box', (b) => plus(b, 'tac', -1));
  else change(ctx, 'police', (p) => set(p, 'reserves', plus(p.reserves, k, -1)));
  addUnits(ctx, area, k, 1);
  ctx.emit({ type: 'placed', units: unitName(k), area, why: 'Setup 9' });
}

const setupPoliceStep: StepRun = (ctx) => {
  if (!ctx.state.firstGame && ctx.state.machine === null) return ctx.push({ kind: 'setupPlace', i: 0 });
  // the suggested setup on the back of the booklet (solo setup 5 a–d; always against the Machine)
  const plan: [(typeof setupUnits)[number], string][] = [
    ['tac', A.michiganAvenue], ['tac', A.conventionHall],
    ['p1', A.michiganAvenue], ['p1', A.michiganAvenue], ['p1', A.conventionHall], ['p1', A.lakefrontTransit],
    ['p2', A.michiganAvenue], ['p2', A.southTransit], ['p2', A.hilton],
  ];
  for (const [k, n] of plan) takeSetupUnit(ctx, k, n);
};

/** 10–11. MOBEs, an Agitator and the +3 Rally Flag in one Park. */
function startPark(ctx: C, park: string): void {
  addUnits(ctx, park, 'm1', 10);
  addUnits(ctx, park, 'm2', 1);
  addUnits(ctx, park, 'ag', 1);
  change(ctx, 'supply', (x) => set(plus(plus(plus(x, 'm1', -10), 'm2', -1), 'ag', -1), 'flags', without(x.flags, 3)));
  changeArea(ctx, park, (a) => set(a, 'flag', 3));
  ctx.emit({ type: 'placed', units: groupName({ m1: 10, m2: 1, ag: 1 }), area: park, why: 'Setup 10–11, with the +3 Rally Flag' });
}

const setupParkStep: StepRun = (ctx) => {
  if (ctx.state.firstGame) startPark(ctx, A.grantParkWest);
  else ctx.push({ kind: 'setupPark' });
};

const policeKinds = ['p1', 'p2', 'tac'] as const;

/** 6.3.2 The next Post to fill: an empty Post with a Police unit beside it. */
function nextPost(s: C['state'], areas: readonly string[]): string | undefined {
  return areas.find((x) => s.areas[x]!.post === '' && policeKinds.some((k) => s.areas[x]!.u[k] > 0));
}

function postUnit(ctx: C, n: string, k: 'p1' | 'p2' | 'tac'): void {
  addUnits(ctx, n, k, -1);
  changeArea(ctx, n, (a) => set(a, 'post', k));
}

// 6.3 the Incendiary Events' last setup step
const setupIncendiaryStep: StepRun = (ctx) => {
  if (ctx.state.inc.pigasus && ctx.state.areas[A.grantParkEast]) {
    change(ctx, 'box', (b) => plus(b, 'pig', -1));
    addUnits(ctx, A.grantParkEast, 'pig', 1);
  }
  if (ctx.state.inc.daleyDozer) put(ctx, 'jeep', board(ctx.state).set.setupBarbedWire[0] ?? null);
  if (ctx.state.inc.policePosts) {
    const starred = cityAreas(ctx.state).filter((n) => board(ctx.state).area.get(n)!.star && n !== A.grantParkEast);
    for (const n of starred) changeArea(ctx, n, (a) => set(a, 'post', ''));
    change(ctx, 'box', (b) => plus(b, 'posts', -starred.length));
    ctx.push({ kind: 'setupPost', areas: starred });
  }
};

const setupDoneStep: StepRun = (ctx) => {
  put(ctx, 'phase', 'round');
  pushRound(ctx);
};

/** The task handlers of the setup decisions. */
export const setupTasks = {
  drawPolicies: auto<'drawPolicies'>((ctx, t) => {
    if (t.left <= 0) return ctx.pop();
    ctx.replaceTop(countedDown(t));
    requestPolicyDraw(ctx);
  }),
  setupPlace: factionDecision<'setupPlace'>({
    owner: () => 'mayor',
    options: (s, t) => (t.i >= setupUnits.length ? [] : mapped(cityAreas(s).filter((n) => board(s).area.get(n)!.kind !== 'park'), (area) => ({ type: 'area' as const, area }))),
    prompt: (_s, t) => `Setup 9: place ${withArticle(unitName(setupUnits[t.i] ?? ''))} (any City Area except Parks)`,
    answer(ctx, t, a) {
      const next = copyOf(t); // not `{ ...t, i }`: its store ran on V8's slow path at every call
      next.i += 1;
      ctx.replaceTop(next);
      takeSetupUnit(ctx, setupUnits[t.i]!, areaOf(a));
    },
  }),
  setupPark: factionDecision<'setupPark'>({
    owner: () => 'yippies',
    options: (s) => mapped(board(s).parks, (area) => ({ type: 'area' as const, area })),
    prompt: () => 'Setup 10: choose the starting Park',
    answer(ctx, _t, a) {
      ctx.pop();
      startPark(ctx, areaOf(a));
    },
  }),
  setupPost: factionDecision<'setupPost'>({
    owner: () => 'police',
    options(s, t) {
      const n = nextPost(s, t.areas);
      const kinds = n === undefined ? [] : policeKinds.filter((k) => s.areas[n]!.u[k] > 0);
      return n === undefined || kinds.length < 2 ? [] : mapped(kinds, (unit) => ({ type: 'unit' as const, area: n, unit }));
    },
    prompt: (s, t) => `6.3.2: which unit stands in the Post of ${nameOf(s, nextPost(s, t.areas) ?? '')}?`,
    none(ctx, t) {
      const n = nextPost(ctx.state, t.areas);
      if (n === undefined) return ctx.pop();
      postUnit(ctx, n, policeKinds.find((k) => ctx.state.areas[n]!.u[k] > 0)!);
    },
    answer(ctx, _t, a) {
      if (a.type === 'unit' && (a.unit === 'p1' || a.unit === 'p2' || a.unit === 'tac')) postUnit(ctx, a.area, a.unit);
    },
  }),
};

/** The steps of setup, in the order of play. */
export const setupSteps: readonly StepKind[] = ['setupStreetTheater', 'setupPolicies', 'setupPolice', 'setupDemonstrators', 'setupIncendiary', 'setupDone'];

/** Setup steps 6–12 and the 6.3 last step. */
export const setupStepTasks = {
  setupStreetTheater: step<'setupStreetTheater'>(setupStreetTheaterStep),
  setupPolicies: step<'setupPolicies'>(setupPoliciesStep),
  setupPolice: step<'setupPolice'>(setupPoliceStep),
  setupDemonstrators: step<'setupDemonstrators'>(setupParkStep),
  setupIncendiary: step<'setupIncendiary'>(setupIncendiaryStep),
  setupDone: step<'setupDone'>(setupDoneStep),
};
