import type { Action, State } from '../../schema.js';
import type { TaskOf } from '../../task-schema.js';
import type { CardDefs } from '../card-def.js';
import { concludeConflict, injure } from '../conflict.js';
import { cityAreas, nameOf } from '../lookups.js';
import { runEffects } from '../effects.js';
import { demoCanLeave, demoDests } from '../movement.js';
import { unitName } from '../names.js';
import { areaOf, factionDecision } from '../tasks.js';
import { demoCount, demoStrength } from '../units.js';
import { addUnits, change, plus } from '../updates.js';
import { markActive } from '../active-tokens.js';
import { escorts, finishLead, moveGroup, noGroup } from './yippies.js';
import { mapped } from '../lists.js';
import { copyOf } from '../../../../core/with-key.js';

/* Appendix 2: MOBE Actions (CLASH, MARCH, SPEECHIFY); Appendix 4: STREET FIGHTING MAN. */

const areaAction = (area: string): Action => ({ type: 'area', area });

/** 6.3.2 A Platoon in a Post may be targeted only if no other Police unit is in the area. */
function postTargetable(s: State, area: string): boolean {
  const a = s.areas[area]!;
  return (a.post === 'p1' || a.post === 'p2') && a.u.p1 + a.u.p2 + a.u.tac === 0;
}

/** CLASH targets: a Platoon weaker (NG bonus included, 2.4.3) than all Demonstrators there; never TAC (3.2). */
function clashOptions(s: State): Action[] {
  const out: Action[] = [];
  for (const area of cityAreas(s)) {
    const a = s.areas[area]!;
    const d = demoStrength(s, area);
    const ng = 4 * a.ng;
    if (a.u.p1 > 0 && 1 + ng < d) out.push({ type: 'unit', area, unit: 'p1' });
    if (a.u.p2 > 0 && 2 + ng < d) out.push({ type: 'unit', area, unit: 'p2' });
    if (postTargetable(s, area) && (a.post === 'p1' ? 1 : 2) + ng < d) out.push({ type: 'unit', area, unit: 'post' });
  }
  return out;
}

/** Is there a CLASH target? (`clashOptions(s).length > 0`, without listing them.) */
function canClash(s: State): boolean {
  for (const area of cityAreas(s)) {
    const a = s.areas[area]!;
    const d = demoStrength(s, area);
    if (d === 0) continue;
    const ng = 4 * a.ng;
    if ((a.u.p1 > 0 && 1 + ng < d) || (a.u.p2 > 0 && 2 + ng < d)) return true;
    if (postTargetable(s, area) && (a.post === 'p1' ? 1 : 2) + ng < d) return true;
  }
  return false;
}

/** MARCH: the areas with Demonstrators that can move. */
function marchSources(s: State): string[] {
  return cityAreas(s).filter((n) => canMarchFrom(s, n));
}

const canMarchFrom = (s: State, n: string): boolean => demoCount(s.areas[n]!.u) > 0 && demoCanLeave(s, n);

/** MARCH destinations: adjacent areas the march has not passed through yet (rulings.md: no cycling). */
function marchDests(s: State, at: string, visited: readonly string[]): string[] {
  return demoDests(s, at).filter((n) => !visited.includes(n));
}

/** STREET FIGHTING MAN targets: a Lv2 MOBE and a Lv1 Platoon in the same area. */
function sfmOptions(s: State): string[] {
  return cityAreas(s).filter((n) => {
    const a = s.areas[n]!;
    return a.u.m2 > 0 && (a.u.p1 > 0 || (a.post === 'p1' && postTargetable(s, n)));
  });
}

/** Appendix 4: the MOBE's Action Cards, by name. */
export const mobeCards: CardDefs = {
  'clash': { playable: canClash, task: (owner) => ({ kind: 'clash', owner }) },
  'march': { playable: (s) => cityAreas(s).some((n) => canMarchFrom(s, n)), task: (owner) => ({ kind: 'march', owner }) },
  'speechify': { playable: (s) => cityAreas(s).some((n) => s.areas[n]!.flag !== null), task: (owner) => ({ kind: 'speechify', owner }) },
  'street-fighting-man': { playable: (s) => sfmOptions(s).length > 0, task: (owner) => ({ kind: 'streetFightingMan', owner }) },
};

function marchDestOptions(s: State, t: TaskOf<'marchDest'>): Action[] {
  return [...mapped(marchDests(s, t.at, t.visited), areaAction), ...(t.continuing ? [{ type: 'done' as const }] : [])];
}

/** The task handlers of the MOBE's Action Cards. */
export const mobeCardTasks = {
  clash: factionDecision<'clash'>({
    owner: (_s, t) => t.owner,
    options: clashOptions,
    prompt: () => 'CLASH: injure which Platoon?',
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type !== 'unit' || (a.unit !== 'p1' && a.unit !== 'p2' && a.unit !== 'post')) return;
      const units = demoCount(ctx.state.areas[a.area]!.u) + 1;
      markActive(ctx, a.area);
      injure(ctx, a.area, a.unit);
      // Appendix 2: Mob Chaos "if more than five units are in conflict"; "lastly" Instability +1, so
      // queued beneath the Mob Chaos card, which resolves first
      runEffects(ctx, [{ op: 'instability', amount: 1 }], 'demonstrators', null, [], 'clash');
      concludeConflict(ctx, 'demonstrators', a.area, units, false, 6);
    },
  }),
  march: factionDecision<'march'>({
    owner: (_s, t) => t.owner,
    options: (s) => mapped(marchSources(s), areaAction),
    prompt: () => 'MARCH: from which area?',
    answer(ctx, t, a) {
      const at = areaOf(a);
      ctx.replaceTop({ kind: 'marchDest', owner: t.owner, at, continuing: false, visited: [at] });
    },
  }),
  marchDest: factionDecision<'marchDest'>({
    owner: (_s, t) => t.owner,
    options: marchDestOptions,
    prompt: (s, t) => `MARCH: from ${nameOf(s, t.at)} to`,
    answer(ctx, t, a) {
      if (a.type !== 'area') return finishLead(ctx, t.at);
      ctx.replaceTop({ kind: 'marchEscort', owner: t.owner, at: t.at, to: a.area, visited: t.visited, group: noGroup() });
    },
  }),
  marchEscort: factionDecision<'marchEscort'>({
    owner: (_s, t) => t.owner,
    options: (s, t) => [...escorts(s, t.at, t.group), ...(Object.values(t.group).some((n) => n > 0) ? [{ type: 'done' as const }] : [])],
    prompt: (s, t) => `MARCH: units marching to ${nameOf(s, t.to)}`,
    answer(ctx, t, a) {
      if (a.type === 'escort') {
        // not `{ ...t, group }`: its store ran on V8's slow path at every call (`--log-ic`)
        const next = copyOf(t);
        next.group = plus(t.group, a.unit, 1);
        return ctx.replaceTop(next);
      }
      // the march may go on only from an area that already had Demonstrators
      const friendly = demoCount(ctx.state.areas[t.to]!.u) > 0;
      moveGroup(ctx, t.at, t.to, t.group);
      const visited = [...t.visited, t.to];
      if (!friendly || marchDests(ctx.state, t.to, visited).length === 0) return finishLead(ctx, t.to);
      ctx.replaceTop({ kind: 'marchDest', owner: t.owner, at: t.to, continuing: true, visited });
    },
  }),
  speechify: factionDecision<'speechify'>({
    owner: (_s, t) => t.owner,
    options: (s) => mapped(cityAreas(s).filter((n) => s.areas[n]!.flag !== null), areaAction),
    prompt: () => 'SPEECHIFY: activate which Rally Flag?',
    answer(ctx, _t, a) {
      ctx.pop();
      const area = areaOf(a);
      const n = Math.min(ctx.state.areas[area]!.flag!, ctx.state.supply.m1);
      change(ctx, 'supply', (x) => plus(x, 'm1', -n));
      addUnits(ctx, area, 'm1', n);
      if (n > 0) ctx.emit({ type: 'placed', units: unitName('m1', n), area, why: 'SPEECHIFY' });
      markActive(ctx, area);
    },
  }),
  streetFightingMan: factionDecision<'streetFightingMan'>({
    owner: (_s, t) => t.owner,
    options: (s) => mapped(sfmOptions(s), areaAction),
    prompt: () => 'STREET FIGHTING MAN: where?',
    answer(ctx, _t, a) {
      ctx.pop();
      const area = areaOf(a);
      const units = demoCount(ctx.state.areas[area]!.u) + 1;
      markActive(ctx, area);
      injure(ctx, area, ctx.state.areas[area]!.u.p1 > 0 ? 'p1' : 'post');
      concludeConflict(ctx, 'demonstrators', area, units, false);
    },
  }),
};
