import type { Faction } from '../../data/schema.js';
import type { State, Task } from '../../schema.js';
import type { CardDef } from '../card-def.js';
import { concludeConflict, injure } from '../conflict.js';
import { cityAreas } from '../context.js';
import { runEffects } from '../effects.js';
import { emit, unitName } from '../log.js';
import { demoDests } from '../movement.js';
import { ask, field, pop } from '../tasks.js';
import { demoCount, demoKeys, demoStrength } from '../units.js';
import { moveGroup, noGroup, type Group } from './yippies.js';

/* Appendix 2: MOBE Actions (CLASH, MARCH, SPEECHIFY); Appendix 4: STREET FIGHTING MAN. */

const owner = (t: Task) => field<Faction>(t, 'owner');

/** 6.3.2 A Platoon in a Post may be targeted only if no other Police unit is in the area. */
function postTargetable(s: State, area: string): boolean {
  const a = s.areas[area]!;
  return (a.post === 'p1' || a.post === 'p2') && a.u.p1 + a.u.p2 + a.u.tac === 0;
}

/** CLASH targets: a Platoon weaker (NG bonus included, 2.4.3) than all Demonstrators there; never TAC (3.2). */
function clashOptions(s: State): string[] {
  return cityAreas(s).flatMap((n) => {
    const a = s.areas[n]!;
    const d = demoStrength(s, n);
    const ng = 4 * a.ng;
    const out: string[] = [];
    if (a.u.p1 > 0 && 1 + ng < d) out.push(`${n}|p1`);
    if (a.u.p2 > 0 && 2 + ng < d) out.push(`${n}|p2`);
    if (postTargetable(s, n) && (a.post === 'p1' ? 1 : 2) + ng < d) out.push(`${n}|post`);
    return out;
  });
}

const clashCard: CardDef = {
  playable: (s) => clashOptions(s).length > 0,
  run(s, t) {
    ask(s, t, owner(t), 'CLASH: injure which Platoon?', clashOptions(s));
  },
  answer(s, t, option) {
    pop(s, t);
    const [area, k] = option.split('|') as [string, 'p1' | 'p2' | 'post'];
    const units = demoCount(s.areas[area]!.u) + 1;
    injure(s, area, k);
    // Appendix 2: Mob Chaos "if more than five units are in conflict"; "lastly" Instability +1, so
    // queued beneath the Mob Chaos card, which resolves first
    runEffects(s, [{ op: 'instability', amount: 1 }], 'demonstrators', null, [], 'CLASH');
    concludeConflict(s, 'demonstrators', area, units, false, 6);
  },
};

/** MARCH destinations: adjacent areas the march has not passed through yet (rulings.md: no cycling). */
function marchDests(s: State, t: Task, at: string): string[] {
  const visited = field<string[]>(t, 'visited');
  return demoDests(s, at).filter((n) => !visited.includes(n));
}

const marchCard: CardDef = {
  playable: (s) => cityAreas(s).some((n) => demoCount(s.areas[n]!.u) > 0 && demoDests(s, n).length > 0),
  run(s, t) {
    const stage = field<string>(t, 'stage');
    if (stage === 'start') {
      const options = cityAreas(s).filter((n) => demoCount(s.areas[n]!.u) > 0 && demoDests(s, n).length > 0);
      return ask(s, t, owner(t), 'MARCH: from which area?', options);
    }
    const at = field<string>(t, 'at');
    if (stage === 'dest') {
      const cont = field<boolean>(t, 'continuing');
      return ask(s, t, owner(t), `MARCH: from ${at} to`, [...marchDests(s, t, at), ...(cont ? ['stop'] : [])]);
    }
    const g = field<Group>(t, 'group');
    const u = s.areas[at]!.u;
    const adds = demoKeys.filter((k) => u[k] - g[k] > 0).map((k) => `add:${k}`);
    const moving = demoKeys.some((k) => g[k] > 0);
    ask(s, t, owner(t), `MARCH: units marching to ${field<string>(t, 'to')}`, [...adds, ...(moving ? ['go'] : [])]);
  },
  answer(s, t, option) {
    const stage = field<string>(t, 'stage');
    if (stage === 'start') Object.assign(t, { at: option, stage: 'dest', continuing: false, visited: [option] });
    else if (stage === 'dest') {
      if (option === 'stop') return pop(s, t);
      Object.assign(t, { to: option, stage: 'escort', group: noGroup() });
    } else if (option.startsWith('add:')) {
      field<Group>(t, 'group')[option.slice(4) as keyof Group] += 1;
    } else {
      const to = field<string>(t, 'to');
      // the march may go on only from an area that already had Demonstrators
      const friendly = demoCount(s.areas[to]!.u) > 0;
      moveGroup(s, field<string>(t, 'at'), to, field<Group>(t, 'group'));
      field<string[]>(t, 'visited').push(to);
      if (!friendly || marchDests(s, t, to).length === 0) return pop(s, t);
      Object.assign(t, { at: to, stage: 'dest', continuing: true });
    }
  },
};

const speechifyCard: CardDef = {
  playable: (s) => cityAreas(s).some((n) => s.areas[n]!.flag !== null),
  run(s, t) {
    ask(s, t, owner(t), 'SPEECHIFY: activate which Rally Flag?', cityAreas(s).filter((n) => s.areas[n]!.flag !== null));
  },
  answer(s, t, option) {
    pop(s, t);
    const n = Math.min(s.areas[option]!.flag!, s.supply.m1);
    s.supply.m1 -= n;
    s.areas[option]!.u.m1 += n;
    if (n > 0) emit(s, { type: 'placed', units: unitName('m1', n), area: option, why: 'SPEECHIFY' });
  },
};

/** STREET FIGHTING MAN targets: a Lv2 MOBE and a Lv1 Platoon in the same area. */
function sfmOptions(s: State): string[] {
  return cityAreas(s).filter((n) => {
    const a = s.areas[n]!;
    return a.u.m2 > 0 && (a.u.p1 > 0 || (a.post === 'p1' && postTargetable(s, n)));
  });
}

const streetFightingManCard: CardDef = {
  playable: (s) => sfmOptions(s).length > 0,
  run(s, t) {
    ask(s, t, owner(t), 'STREET FIGHTING MAN: where?', sfmOptions(s));
  },
  answer(s, t, option) {
    pop(s, t);
    const units = demoCount(s.areas[option]!.u) + 1;
    injure(s, option, s.areas[option]!.u.p1 > 0 ? 'p1' : 'post');
    concludeConflict(s, 'demonstrators', option, units, false);
  },
};

/** Appendix 4: the MOBE's Action Cards, by name. */
export const mobeCards: Readonly<Record<string, CardDef>> = {
  CLASH: clashCard,
  MARCH: marchCard,
  SPEECHIFY: speechifyCard,
  'STREET FIGHTING MAN': streetFightingManCard,
};
