import type { RngState } from '../../../core/rng.js';
import { referenceComponents } from '../data/components.js';
import { A } from '../data/map.js';
import type { Faction } from '../data/schema.js';
import type { AreaState, Config, State } from '../schema.js';
import { board, cityAreas } from './context.js';
import { emit, groupName, unitName } from './log.js';
import { requestPolicyDraw } from './policy.js';
import { roundSteps, type Step } from './round.js';
import { requestStDraw } from './street-theater.js';
import { ask, field, pop, push, type TaskHandler } from './tasks.js';

/* Setup steps 1–12 and the Incendiary Events' "last step" (6.3). */

/** The seats of a config and which seat plays each faction (2 players, or 6.2). */
export function seating(c: Pick<Config, 'players' | 'split'>): { seats: string[]; factionSeat: Record<Faction, string> } {
  if (c.players === 2) {
    return { seats: ['establishment', 'demonstrators'], factionSeat: { mayor: 'establishment', police: 'establishment', yippies: 'demonstrators', mobe: 'demonstrators' } };
  }
  if (c.players === 4) return { seats: ['mayor', 'police', 'yippies', 'mobe'], factionSeat: { mayor: 'mayor', police: 'police', yippies: 'yippies', mobe: 'mobe' } };
  return c.split === 'demonstrators'
    ? { seats: ['establishment', 'yippies', 'mobe'], factionSeat: { mayor: 'establishment', police: 'establishment', yippies: 'yippies', mobe: 'mobe' } }
    : { seats: ['mayor', 'police', 'demonstrators'], factionSeat: { mayor: 'mayor', police: 'police', yippies: 'demonstrators', mobe: 'demonstrators' } };
}

const emptyArea = (): AreaState => ({ u: { m1: 0, m2: 0, ag: 0, pig: 0, p1: 0, p2: 0, tac: 0 }, flag: null, gas: false, ng: 0, minus: 0, post: null });

/** The state before the first decision: steps 1–5, 7, 8 and 12 done; the rest are pending steps. */
export function initialState(c: Config, rng: RngState): State {
  const set = c.components ?? referenceComponents;
  const k = set.counts;
  const areas: Record<string, AreaState> = Object.fromEntries(set.areas.map((a) => [a.name, emptyArea()]));
  const paths = Object.fromEntries(set.paths.map((p) => [p.id, { barricade: set.setupBarricades.includes(p.id), wire: set.setupBarbedWire.includes(p.id) }]));
  // 8. Lv2 Platoons in starred areas except Grant Park East, a second in the Convention Hall, a Lv1 in Michigan Avenue, NG tokens
  let p2 = 0;
  for (const a of set.areas) {
    if (a.star && a.name !== A.grantParkEast && areas[a.name]) {
      areas[a.name]!.u.p2 += 1;
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
  const hands = (f: Faction) => set.actionCards.filter((a) => a.faction === f && a.starting).flatMap((a) => Array<string>(a.copies).fill(a.name)).sort();
  const counters = set.streetTheater.filter((c2) => c2.kind === 'counterrevolutionary').map((c2) => c2.name);
  // 6.3.4 Agents of Chaos: the Incendiary Counter-revolutionaries replace the regular ones
  const stDeck = [...set.streetTheater.filter((c2) => !(c.incendiary.agentsOfChaos && counters.includes(c2.name))).map((c2) => c2.name), ...(c.incendiary.agentsOfChaos ? set.incendiary.map((c2) => c2.name) : [])];
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
    hands: { mayor: hands('mayor'), police: hands('police'), yippies: hands('yippies'), mobe: hands('mobe') },
    discards: { mayor: [], police: [], yippies: [], mobe: [] },
    stSplay: [],
    stDeck: stDeck.sort(),
    stDiscard: [],
    policySplay: [],
    policyDeck: set.policies.map((p) => p.name).sort(),
    policyDiscard: [],
    tactic: null,
    tacticUsed: false,
    tacticsDeck: set.tactics.map((t) => t.name).sort(),
    mobDeck: set.mobChaos.map((m) => m.name).sort(),
    mobDiscard: [],
    smokeEm: false,
    mobThisTurn: false,
    chaosPending: false,
    turn: null,
    vtoDeck: [],
    stack: [{ k: 'seq', steps: ['setup:streetTheater', 'setup:policies', 'setup:police', 'setup:park', 'setup:incendiary', 'setup:done'], i: 0 }],
    draw: null,
    outcome: null,
  } satisfies State;
}

// 6. the first Street Theater card (Unbirthday Party for LBJ in a first game)
const setupStreetTheaterStep: Step = (s) => {
  const first = 'Unbirthday Party for LBJ';
  if (s.firstGame && s.stDeck.includes(first)) {
    s.stDeck.splice(s.stDeck.indexOf(first), 1);
    s.stSplay.push(first);
  } else requestStDraw(s);
};

// reconstructed: three Policies start in the splay (solo setup 1: "the first three spaces on the splay as usual")
const setupPoliciesStep: Step = (s) => push(s, { k: 'drawPolicies', left: board(s).set.counts.startingPolicies });
const drawPoliciesTask: TaskHandler = {
  run(s, t) {
    const left = field<number>(t, 'left');
    if (left <= 0) return pop(s, t);
    t['left'] = left - 1;
    requestPolicyDraw(s, 'splay');
  },
};

/** 9. The Police units the Establishment places: two TAC Forces, four Lv1, three Lv2 Platoons. */
const setupUnits = ['tac', 'tac', 'p1', 'p1', 'p1', 'p1', 'p2', 'p2', 'p2'] as const;

function takeSetupUnit(s: State, k: (typeof setupUnits)[number], area: string): void {
  if (k === 'tac') s.box.tac -= 1;
  else s.police.reserves[k] -= 1;
  s.areas[area]!.u[k] += 1;
  emit(s, { type: 'placed', units: unitName(k), area, why: 'Setup 9' });
}

const setupPoliceStep: Step = (s) => {
  if (!s.firstGame) return push(s, { k: 'setupPlace', i: 0 });
  // the suggested setup on the back of the booklet (solo setup 5 a–d)
  const plan: [(typeof setupUnits)[number], string][] = [
    ['tac', A.michiganAvenue], ['tac', A.conventionHall],
    ['p1', A.michiganAvenue], ['p1', A.michiganAvenue], ['p1', A.conventionHall], ['p1', A.lakefrontTransit],
    ['p2', A.michiganAvenue], ['p2', A.southTransit], ['p2', A.hilton],
  ];
  for (const [k, n] of plan) takeSetupUnit(s, k, n);
};

const setupPlaceTask: TaskHandler = {
  run(s, t) {
    const i = field<number>(t, 'i');
    if (i >= setupUnits.length) return pop(s, t);
    const options = cityAreas(s).filter((n) => board(s).area.get(n)!.kind !== 'park');
    ask(s, t, 'mayor', `Setup 9: place a ${unitName(setupUnits[i]!)} (any City Area except Parks)`, options);
  },
  answer(s, t, option) {
    const i = field<number>(t, 'i');
    takeSetupUnit(s, setupUnits[i]!, option);
    t['i'] = i + 1;
  },
};

/** 10–11. MOBEs, an Agitator and the +3 Rally Flag in one Park. */
function startPark(s: State, park: string): void {
  const a = s.areas[park]!;
  a.u.m1 += 10;
  a.u.m2 += 1;
  a.u.ag += 1;
  s.supply.m1 -= 10;
  s.supply.m2 -= 1;
  s.supply.ag -= 1;
  a.flag = 3;
  s.supply.flags.splice(s.supply.flags.indexOf(3), 1);
  emit(s, { type: 'placed', units: groupName({ m1: 10, m2: 1, ag: 1 }), area: park, why: 'Setup 10–11, with the +3 Rally Flag' });
}

const setupParkStep: Step = (s) => {
  if (s.firstGame) startPark(s, A.grantParkWest);
  else push(s, { k: 'setupPark' });
};

const setupParkTask: TaskHandler = {
  run(s, t) {
    ask(s, t, 'yippies', 'Setup 10: choose the starting Park', [...board(s).parks]);
  },
  answer(s, t, option) {
    pop(s, t);
    startPark(s, option);
  },
};

// 6.3 the Incendiary Events' last setup step
const setupIncendiaryStep: Step = (s) => {
  if (s.inc.pigasus && s.areas[A.grantParkEast]) {
    s.box.pig -= 1;
    s.areas[A.grantParkEast]!.u.pig += 1;
  }
  if (s.inc.daleyDozer) s.jeep = board(s).set.setupBarbedWire[0] ?? null;
  if (s.inc.policePosts) {
    const starred = cityAreas(s).filter((n) => board(s).area.get(n)!.star && n !== A.grantParkEast);
    for (const n of starred) {
      s.areas[n]!.post = '';
      s.box.posts -= 1;
    }
    push(s, { k: 'setupPost', areas: starred });
  }
};

const setupPostTask: TaskHandler = {
  run(s, t) {
    const areas = field<string[]>(t, 'areas');
    const n = areas.find((x) => s.areas[x]!.post === '' && (['p1', 'p2', 'tac'] as const).some((k) => s.areas[x]!.u[k] > 0));
    if (n === undefined) return pop(s, t);
    const kinds = (['p1', 'p2', 'tac'] as const).filter((k) => s.areas[n]!.u[k] > 0);
    if (kinds.length === 1) return postUnit(s, n, kinds[0]!);
    t['area'] = n;
    ask(s, t, 'police', `6.3.2: which unit stands in the Post of ${n}?`, kinds);
  },
  answer(s, t, option) {
    postUnit(s, field<string>(t, 'area'), option as 'p1' | 'p2' | 'tac');
  },
};

function postUnit(s: State, n: string, k: 'p1' | 'p2' | 'tac'): void {
  s.areas[n]!.u[k] -= 1;
  s.areas[n]!.post = k;
}

const setupDoneStep: Step = (s) => {
  s.phase = 'round';
  push(s, { k: 'seq', steps: roundSteps(s), i: 0 });
};

/** The task handlers of the setup decisions. */
export const setupTasks: Readonly<Record<string, TaskHandler>> = {
  drawPolicies: drawPoliciesTask,
  setupPlace: setupPlaceTask,
  setupPark: setupParkTask,
  setupPost: setupPostTask,
};

/** Setup steps 6–12 and the 6.3 last step, by name. */
export const setupSteps: Readonly<Record<string, Step>> = {
  'setup:streetTheater': setupStreetTheaterStep,
  'setup:policies': setupPoliciesStep,
  'setup:police': setupPoliceStep,
  'setup:park': setupParkStep,
  'setup:incendiary': setupIncendiaryStep,
  'setup:done': setupDoneStep,
};
