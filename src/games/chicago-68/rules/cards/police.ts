import type { Faction } from '../../data/schema.js';
import type { State, Task } from '../../schema.js';
import type { CardDef } from '../card-def.js';
import { arrest, concludeConflict } from '../conflict.js';
import { board, cityAreas } from '../context.js';
import { runEffects } from '../effects.js';
import { exposureBonus, gainExposure } from '../exposure.js';
import { changeInstability } from '../instability.js';
import { emit, unitName } from '../log.js';
import { requestMobChaos } from '../mob-chaos.js';
import { pathsAt, policeDests, policePathOpen } from '../movement.js';
import { ask, field, pop } from '../tasks.js';
import { placeTearGas } from '../tear-gas.js';
import { controller, demoCount, demoKeys, hasPlatoon, hasPolice, policeCount, strength } from '../units.js';

/* Appendix 3: Police Actions; Appendix 4: DRAW DOWN, FLAMETHROWERS, RAPID DEPLOYMENT. */

const owner = (t: Task) => field<Faction>(t, 'owner');
type DemoKey = (typeof demoKeys)[number];
type PoliceKey = 'p1' | 'p2' | 'tac';

/** ADVANCE: the Demonstrators a moving unit may arrest in `to` (NG there adds +4 to a Platoon, 2.4.3). */
function advanceTargets(s: State, k: PoliceKey, to: string): DemoKey[] {
  const u = s.areas[to]!.u;
  const power = k === 'tac' ? Infinity : strength(k) + 4 * s.areas[to]!.ng;
  return demoKeys.filter((d) => u[d] > 0 && strength(d) < power);
}

function advanceUnits(s: State): string[] {
  return cityAreas(s).flatMap((n) =>
    (['p1', 'p2', 'tac'] as const)
      .filter((k) => s.areas[n]!.u[k] > 0 && policeDests(s, n).some((to) => advanceTargets(s, k, to).length > 0))
      .map((k) => `${n}|${k}`),
  );
}

const advanceCard: CardDef = {
  playable: (s) => advanceUnits(s).length > 0,
  run(s, t) {
    const stage = field<string>(t, 'stage');
    if (stage === 'start') return ask(s, t, owner(t), 'ADVANCE: which unit moves?', advanceUnits(s));
    const k = field<PoliceKey>(t, 'unit');
    if (stage === 'dest') {
      return ask(s, t, owner(t), 'ADVANCE: into which area?', policeDests(s, field<string>(t, 'from')).filter((to) => advanceTargets(s, k, to).length > 0));
    }
    ask(s, t, owner(t), 'ADVANCE: arrest whom?', advanceTargets(s, k, field<string>(t, 'to')));
  },
  answer(s, t, option) {
    const stage = field<string>(t, 'stage');
    if (stage === 'start') {
      const [from, unit] = option.split('|');
      return void Object.assign(t, { from, unit, stage: 'dest' });
    }
    if (stage === 'dest') return void Object.assign(t, { to: option, stage: 'target' });
    pop(s, t);
    const k = field<PoliceKey>(t, 'unit');
    const to = field<string>(t, 'to');
    s.areas[field<string>(t, 'from')]!.u[k] -= 1;
    s.areas[to]!.u[k] += 1;
    emit(s, { type: 'moved', units: unitName(k), from: field<string>(t, 'from'), to });
    arrest(s, to, option as DemoKey);
    concludeConflict(s, 'establishment', to, 2, k === 'tac');
  },
};

function wireOptions(s: State): string[] {
  if (s.police.wire === 0) return [];
  const paths = new Set(cityAreas(s).filter((n) => hasPlatoon(s, n)).flatMap((n) => pathsAt(s, n)));
  return [...paths].filter((p) => !s.paths[p]!.wire).sort();
}

const deployBarbedWireCard: CardDef = {
  playable: (s) => wireOptions(s).length > 0,
  run(s, t) {
    const options = wireOptions(s);
    ask(s, t, owner(t), 'DEPLOY BARBED WIRE: on which path?', options.length ? [...options, 'done'] : []);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    s.police.wire -= 1;
    s.paths[option]!.wire = true;
    emit(s, { type: 'barrierPlaced', barrier: 'Barbed Wire', path: option });
  },
};

/** MASS ARREST power in an area: Platoons (with NG) — Posts take no part (6.3.2). */
function arrestPower(s: State, n: string): number {
  const u = s.areas[n]!.u;
  return u.tac > 0 ? Infinity : u.p1 + 2 * u.p2 + (u.p1 + u.p2 > 0 ? 4 * s.areas[n]!.ng : 0);
}

function massArrestAreas(s: State): string[] {
  return cityAreas(s).filter((n) => demoKeys.some((k) => s.areas[n]!.u[k] > 0 && strength(k) < arrestPower(s, n)));
}

const massArrestCard: CardDef = {
  playable: (s) => massArrestAreas(s).length > 0,
  run(s, t) {
    if (t['stage'] === 'start') return ask(s, t, owner(t), 'MASS ARREST: in which area?', massArrestAreas(s));
    const area = field<string>(t, 'area');
    const taken = field<DemoKey[]>(t, 'taken');
    const sum = taken.reduce((x, k) => x + strength(k), 0);
    const u = s.areas[area]!.u;
    const options = taken.length >= 4 ? [] : demoKeys.filter((k) => u[k] > 0 && sum + strength(k) < arrestPower(s, area));
    if (options.length === 0) return finish(s, t);
    ask(s, t, owner(t), 'MASS ARREST: arrest another Demonstrator?', taken.length > 0 ? [...options, 'done'] : options);
  },
  answer(s, t, option) {
    if (t['stage'] === 'start') return void Object.assign(t, { area: option, stage: 'target', taken: [] });
    if (option === 'done') return finish(s, t);
    arrest(s, field<string>(t, 'area'), option as DemoKey);
    field<DemoKey[]>(t, 'taken').push(option as DemoKey);
  },
};

function finish(s: State, t: Task): void {
  pop(s, t);
  const area = field<string>(t, 'area');
  const u = s.areas[area]!.u;
  // Appendix 3: Mob Chaos if more than five units or a TAC Force are in conflict
  concludeConflict(s, 'establishment', area, policeCount(u) + field<DemoKey[]>(t, 'taken').length, u.tac > 0, 6);
}

type Arrived = Record<string, Record<PoliceKey, number>>;

function movable(s: State, t: Task): string[] {
  const arrived = field<Arrived>(t, 'arrived');
  return cityAreas(s).flatMap((n) =>
    (['p1', 'p2', 'tac'] as const)
      .filter((k) => s.areas[n]!.u[k] - (arrived[n]?.[k] ?? 0) > 0 && policeDests(s, n).length > 0)
      .map((k) => `${n}|${k}`),
  );
}

const moveCard: CardDef = {
  playable: (s) => cityAreas(s).some((n) => policeCount(s.areas[n]!.u) > 0 && policeDests(s, n).length > 0),
  init: () => ({ arrived: {} }),
  run(s, t) {
    if (t['stage'] === 'dest') return ask(s, t, owner(t), 'MOVE: to which adjacent area?', policeDests(s, field<string>(t, 'from')));
    ask(s, t, owner(t), 'MOVE: move another unit?', [...movable(s, t), 'done']);
  },
  answer(s, t, option) {
    if (t['stage'] === 'start') {
      if (option === 'done') return pop(s, t);
      const [from, unit] = option.split('|');
      return void Object.assign(t, { from, unit, stage: 'dest' });
    }
    const k = field<PoliceKey>(t, 'unit');
    s.areas[field<string>(t, 'from')]!.u[k] -= 1;
    s.areas[option]!.u[k] += 1;
    emit(s, { type: 'moved', units: unitName(k), from: field<string>(t, 'from'), to: option });
    const arrived = field<Arrived>(t, 'arrived');
    arrived[option] ??= { p1: 0, p2: 0, tac: 0 };
    arrived[option][k] += 1;
    t['stage'] = 'start';
  },
};

/** TEARGAS areas: a TAC Force with Demonstrators (SMOKE 'EM: any Police unit with Demonstrators). */
function gasAreas(s: State): string[] {
  if (s.police.gas === 0) return [];
  return cityAreas(s).filter((n) => {
    const a = s.areas[n]!;
    return !a.gas && demoCount(a.u) > 0 && (a.u.tac > 0 || (s.smokeEm && hasPolice(s, n)));
  });
}

const teargasCard: CardDef = {
  playable: (s) => gasAreas(s).length > 0,
  init: () => ({ placed: 0, chaos: false, chaosArea: null }),
  run(s, t) {
    const placed = field<number>(t, 'placed');
    const options = placed < 2 ? gasAreas(s) : [];
    if (options.length === 0) return gasDone(s, t);
    ask(s, t, owner(t), 'TEARGAS: gas which area?', placed > 0 ? [...options, 'done'] : options);
  },
  answer(s, t, option) {
    if (option === 'done') return gasDone(s, t);
    const u = s.areas[option]!.u;
    const units = demoCount(u) + policeCount(u);
    if (u.tac > 0 || units > 5) Object.assign(t, { chaos: true, chaosArea: option });
    t['placed'] = field<number>(t, 'placed') + 1;
    s.police.gas -= 1;
    gainExposure(s, 'establishment', exposureBonus(s, option, 'establishment'));
    placeTearGas(s, option);
  },
};

function gasDone(s: State, t: Task): void {
  pop(s, t);
  // Appendix 3: "then draw and resolve one Mob Chaos card … Increase Instability by 1": the
  // Instability change is queued beneath the Mob Chaos card, which resolves first
  runEffects(s, [{ op: 'instability', amount: 1 }], 'establishment', null, [], 'TEARGAS');
  if (field<boolean>(t, 'chaos')) requestMobChaos(s, field<string>(t, 'chaosArea'));
}

const drawDownCard: CardDef = {
  playable: (s) => cityAreas(s).some((n) => s.areas[n]!.u.p1 > 0),
  run(s, t) {
    if (t['stage'] === 'start') return ask(s, t, owner(t), 'DRAW DOWN: withdraw a Lv1 Platoon from', cityAreas(s).filter((n) => s.areas[n]!.u.p1 > 0));
    ask(s, t, owner(t), 'DRAW DOWN: Instability −1 or 2 Exposure?', ['instability', 'exposure']);
  },
  answer(s, t, option) {
    if (t['stage'] === 'start') {
      s.areas[option]!.u.p1 -= 1;
      s.police.reserves.p1 += 1;
      emit(s, { type: 'removed', units: unitName('p1'), area: option, to: 'the Reserves' });
      return void (t['stage'] = 'choice');
    }
    pop(s, t);
    if (option === 'instability') changeInstability(s, -1);
    else gainExposure(s, 'establishment', 2);
  },
};

function flameOptions(s: State): string[] {
  return cityAreas(s).filter((n) => s.areas[n]!.ng > 0).flatMap((n) => demoKeys.filter((k) => s.areas[n]!.u[k] > 0).map((k) => `${n}|${k}`));
}

const flamethrowersCard: CardDef = {
  playable: (s) => flameOptions(s).length > 0,
  run(s, t) {
    ask(s, t, owner(t), 'FLAMETHROWERS: remove which Demonstrator?', flameOptions(s));
  },
  answer(s, t, option) {
    pop(s, t);
    const [area, k] = option.split('|') as [string, DemoKey];
    s.areas[area]!.u[k] -= 1;
    s.box[k] += 1; // permanently removed
    emit(s, { type: 'removed', units: unitName(k), area, to: 'the game' });
    gainExposure(s, 'establishment', -2);
  },
};

/** RAPID DEPLOYMENT sources: Platoons in areas next to `to` (not across Barricades). */
function rapidSources(s: State, to: string): string[] {
  return (board(s).links.get(to) ?? [])
    .filter(([p]) => policePathOpen(s, p))
    .flatMap(([, n]) => (['p1', 'p2'] as const).filter((k) => s.areas[n]!.u[k] > 0).map((k) => `${n}|${k}`));
}

function rapidTargets(s: State): string[] {
  return cityAreas(s).filter((n) => controller(s, n) === null && rapidSources(s, n).reduce((x, o) => {
    const [a, k] = o.split('|') as [string, 'p1' | 'p2'];
    return x + s.areas[a]!.u[k];
  }, 0) >= 2);
}

const rapidDeploymentCard: CardDef = {
  playable: (s) => rapidTargets(s).length > 0,
  init: () => ({ moved: 0 }),
  run(s, t) {
    if (t['stage'] === 'start') return ask(s, t, owner(t), 'RAPID DEPLOYMENT: into which uncontrolled area?', rapidTargets(s));
    const to = field<string>(t, 'to');
    const options = field<number>(t, 'moved') < 2 ? rapidSources(s, to) : [];
    if (options.length === 0) {
      pop(s, t);
      if (controller(s, to) === 'establishment') gainExposure(s, 'establishment', exposureBonus(s, to, 'establishment'));
      return;
    }
    ask(s, t, owner(t), `RAPID DEPLOYMENT: move a Platoon into ${to}`, options);
  },
  answer(s, t, option) {
    if (t['stage'] === 'start') return void Object.assign(t, { to: option, stage: 'pick' });
    const [from, k] = option.split('|') as [string, 'p1' | 'p2'];
    s.areas[from]!.u[k] -= 1;
    s.areas[field<string>(t, 'to')]!.u[k] += 1;
    emit(s, { type: 'moved', units: unitName(k), from, to: field<string>(t, 'to') });
    t['moved'] = field<number>(t, 'moved') + 1;
  },
};

/** Appendix 2: the Police Action Cards (and the Policy-added ones), by name. */
export const policeCards: Readonly<Record<string, CardDef>> = {
  ADVANCE: advanceCard,
  'DEPLOY BARBED WIRE': deployBarbedWireCard,
  'MASS ARREST': massArrestCard,
  MOVE: moveCard,
  TEARGAS: teargasCard,
  'DRAW DOWN': drawDownCard,
  FLAMETHROWERS: flamethrowersCard,
  'RAPID DEPLOYMENT': rapidDeploymentCard,
};
