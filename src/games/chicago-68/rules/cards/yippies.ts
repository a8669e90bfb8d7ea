import type { Faction } from '../../data/schema.js';
import type { Task } from '../../schema.js';
import type { CardDef } from '../card-def.js';
import { cityAreas } from '../context.js';
import { exposureBonus, gainExposure } from '../exposure.js';
import { emit, groupName, unitName } from '../log.js';
import { demoDests } from '../movement.js';
import { requestStDraw } from '../street-theater.js';
import { ask, field, pop } from '../tasks.js';
import { agitatorsOnBoard, controller, demoKeys } from '../units.js';

/* Appendix 2: Yippie Actions (AGITATE, LEAD, RALLY). */

const owner = (t: Task) => field<Faction>(t, 'owner');
type DemoKey = (typeof demoKeys)[number];
type Group = Record<DemoKey, number>;
const noGroup = (): Group => ({ m1: 0, m2: 0, ag: 0, pig: 0 });

const agitateCard: CardDef = {
  playable: (s) => agitatorsOnBoard(s) > 0,
  run(s, t) {
    if (t['stage'] === 'start') {
      t['stage'] = 'draw';
      const options = s.supply.ag > 0
        ? cityAreas(s).filter((n) => s.areas[n]!.u.ag > 0).flatMap((n) => (['m1', 'm2'] as const).filter((k) => s.areas[n]!.u[k] > 0).map((k) => `${n}|${k}`))
        : [];
      if (options.length > 0) return ask(s, t, owner(t), 'AGITATE: replace a MOBE with an Agitator?', [...options, 'skip']);
    }
    if (t['left'] === undefined) t['left'] = agitatorsOnBoard(s); // one card per Agitator on the map, Jail included
    const left = field<number>(t, 'left');
    if (left > 0 && requestStDraw(s)) t['left'] = left - 1;
    else pop(s, t);
  },
  answer(s, _t, option) {
    if (option === 'skip') return;
    const [area, k] = option.split('|') as [string, 'm1' | 'm2'];
    s.areas[area]!.u[k] -= 1;
    s.supply[k] += 1;
    s.supply.ag -= 1;
    s.areas[area]!.u.ag += 1;
    emit(s, { type: 'replaced', unit: unitName(k), by: unitName('ag'), area });
  },
};

/** Moves a group of Demonstrator units. */
function moveGroup(s: Parameters<typeof demoDests>[0], from: string, to: string, g: Group): void {
  for (const k of demoKeys) {
    s.areas[from]!.u[k] -= g[k];
    s.areas[to]!.u[k] += g[k];
  }
  emit(s, { type: 'moved', units: groupName(g), from, to });
}

const leadCard: CardDef = {
  playable: (s) => cityAreas(s).some((n) => s.areas[n]!.u.ag > 0 && demoDests(s, n).length > 0),
  run(s, t) {
    const stage = field<string>(t, 'stage');
    if (stage === 'start') {
      const options = cityAreas(s).filter((n) => s.areas[n]!.u.ag > 0 && demoDests(s, n).length > 0);
      return ask(s, t, owner(t), 'LEAD: which Agitator leads?', options);
    }
    const at = field<string>(t, 'at');
    if (stage === 'dest') {
      const moves = field<number>(t, 'moves');
      // the second move goes to a further area, not back where the Agitator started
      const dests = demoDests(s, at).filter((n) => n !== t['origin']);
      return ask(s, t, owner(t), `LEAD: move from ${at} to`, [...dests, ...(moves > 0 ? ['stop'] : [])]);
    }
    // escort: pick up units in the Agitator's area
    const g = field<Group>(t, 'group');
    const u = s.areas[at]!.u;
    const adds = demoKeys.filter((k) => u[k] - g[k] > 0).map((k) => `add:${k}`);
    ask(s, t, owner(t), `LEAD: units going with the Agitator to ${field<string>(t, 'to')}`, [...adds, 'go']);
  },
  answer(s, t, option) {
    const stage = field<string>(t, 'stage');
    if (stage === 'start') Object.assign(t, { at: option, origin: option, stage: 'dest', moves: 0 });
    else if (stage === 'dest') {
      if (option === 'stop') return pop(s, t);
      Object.assign(t, { to: option, stage: 'escort', group: { ...noGroup(), ag: 1 } });
    } else if (option.startsWith('add:')) {
      const g = field<Group>(t, 'group');
      g[option.slice(4) as DemoKey] += 1;
    } else {
      moveGroup(s, field<string>(t, 'at'), field<string>(t, 'to'), field<Group>(t, 'group'));
      const moves = field<number>(t, 'moves') + 1;
      if (moves >= 2 || demoDests(s, field<string>(t, 'to')).filter((n) => n !== t['origin']).length === 0) return pop(s, t);
      Object.assign(t, { at: t['to'], stage: 'dest', moves });
    }
  },
};

/** RALLY options: a controlled area without a flag and a flag value from the supply. */
function rallyOptions(s: Parameters<typeof demoDests>[0]): string[] {
  const values = [...new Set(s.supply.flags)];
  return cityAreas(s)
    .filter((n) => s.areas[n]!.flag === null && controller(s, n) === 'demonstrators')
    .flatMap((n) => values.map((v) => `${n}|${v}`));
}

const rallyCard: CardDef = {
  playable: (s) => rallyOptions(s).length > 0,
  run(s, t) {
    const options = rallyOptions(s);
    ask(s, t, owner(t), 'RALLY: place a Rally Flag', options.length ? [...options, 'done'] : []);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    const [area, v] = option.split('|') as [string, string];
    s.supply.flags.splice(s.supply.flags.indexOf(Number(v)), 1);
    s.areas[area]!.flag = Number(v);
    emit(s, { type: 'flagPlaced', area, value: Number(v) });
    gainExposure(s, 'demonstrators', exposureBonus(s, area, 'demonstrators'));
  },
};

export { moveGroup, noGroup, type Group };

/** Appendix 3: the Yippies' Action Cards, by name. */
export const yippiesCards: Readonly<Record<string, CardDef>> = {
  AGITATE: agitateCard,
  LEAD: leadCard,
  RALLY: rallyCard,
};
