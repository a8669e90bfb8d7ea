import { set } from '../../../../core/update.js';
import type { Faction } from '../../data/schema.js';
import type { Action, State } from '../../schema.js';
import type { Group } from '../../task-schema.js';
import type { CardDefs } from '../card-def.js';
import { cityAreas, nameOf } from '../lookups.js';
import { exposureBonus, gainExposure } from '../exposure.js';
import { demoCanLeave, demoDests } from '../movement.js';
import { groupName, unitName } from '../names.js';
import { markActive } from '../active-tokens.js';
import { requestStDraw } from '../street-theater.js';
import { areaOf, auto, countedDown, orDone, factionDecision, type C } from '../tasks.js';
import { agitatorsOnBoard, controller, demoKeys } from '../units.js';
import { addUnits, change, changeArea, moveUnits, plus, without } from '../updates.js';
import { mapped } from '../lists.js';
import { copyOf } from '../../../../core/with-key.js';

/* Appendix 2: Yippie Actions (AGITATE, LEAD, RALLY). */

/** No units. */
export const noGroup = (): Group => ({ m1: 0, m2: 0, ag: 0, pig: 0 });

/** Moves a group of Demonstrator units. */
export function moveGroup(ctx: C, from: string, to: string, g: Group): void {
  for (const k of demoKeys) moveUnits(ctx, from, to, k, g[k]);
  ctx.emit({ type: 'moved', units: groupName(g), from, to });
}

/** The units of an area not yet in the group, as escort choices. */
export function escorts(s: State, at: string, g: Group): Action[] {
  const u = s.areas[at]!.u;
  return mapped(demoKeys.filter((k) => u[k] - g[k] > 0), (unit) => ({ type: 'escort', unit }));
}

function agitateOptions(s: State): Action[] {
  if (s.supply.ag === 0) return [];
  const out: Action[] = [];
  for (const area of cityAreas(s)) if (s.areas[area]!.u.ag > 0) for (const unit of ['m1', 'm2'] as const) if (s.areas[area]!.u[unit] > 0) out.push({ type: 'unit', area, unit });
  return orDone(out);
}

/** LEAD: the areas the Agitator may go on to (not back where it started). */
function leadDests(s: State, at: string, origin: string): string[] {
  return demoDests(s, at).filter((n) => n !== origin);
}

/** RALLY options: a controlled area without a flag and a flag value from the supply. */
function rallyOptions(s: State): Action[] {
  const values = [...new Set(s.supply.flags)];
  const out: Action[] = [];
  for (const area of cityAreas(s)) if (s.areas[area]!.flag === null && controller(s, area) === 'demonstrators') for (const value of values) out.push({ type: 'flag', area, value });
  return out;
}

/** Appendix 3: the Yippies' Action Cards, by name. */
export const yippiesCards: CardDefs = {
  'agitate': { playable: (s) => agitatorsOnBoard(s) > 0, task: (owner) => ({ kind: 'agitate', owner }) },
  'lead': { playable: (s) => cityAreas(s).some((n) => s.areas[n]!.u.ag > 0 && demoCanLeave(s, n)), task: (owner) => ({ kind: 'lead', owner }) },
  'rally': {
    playable: (s) => s.supply.flags.length > 0 && cityAreas(s).some((n) => s.areas[n]!.flag === null && controller(s, n) === 'demonstrators'),
    task: (owner) => ({ kind: 'rally', owner }),
  },
};

/** LEAD and MARCH end (solo: an Active token in the final area moved into). */
export function finishLead(ctx: C, at: string): void {
  ctx.pop();
  markActive(ctx, at);
}

/** AGITATE: one Street Theater card per Agitator on the map, Jail included, counted after the replacement. */
function startDraws(ctx: C, owner: Faction): void {
  ctx.replaceTop({ kind: 'agitateDraw', owner, left: agitatorsOnBoard(ctx.state) });
}

/** The task handlers of the Yippies' Action Cards. */
export const yippiesCardTasks = {
  agitate: factionDecision<'agitate'>({
    owner: (_s, t) => t.owner,
    options: agitateOptions,
    prompt: () => 'AGITATE: replace a MOBE with an Agitator?',
    none: (ctx, t) => startDraws(ctx, t.owner),
    answer(ctx, t, a) {
      if (a.type === 'unit' && (a.unit === 'm1' || a.unit === 'm2')) {
        const k = a.unit;
        addUnits(ctx, a.area, k, -1);
        change(ctx, 'supply', (x) => plus(plus(x, k, 1), 'ag', -1));
        addUnits(ctx, a.area, 'ag', 1);
        ctx.emit({ type: 'replaced', unit: unitName(k), by: unitName('ag'), area: a.area });
        markActive(ctx, a.area);
      }
      startDraws(ctx, t.owner);
    },
  }),
  agitateDraw: auto<'agitateDraw'>((ctx, t) => {
    if (t.left <= 0) return ctx.pop();
    const next = countedDown(t);
    ctx.replaceTop(next);
    if (!requestStDraw(ctx)) ctx.remove(next);
  }),
  lead: factionDecision<'lead'>({
    owner: (_s, t) => t.owner,
    options: (s) => mapped(cityAreas(s).filter((n) => s.areas[n]!.u.ag > 0 && demoCanLeave(s, n)), (area) => ({ type: 'area' as const, area })),
    prompt: () => 'LEAD: which Agitator leads?',
    answer(ctx, t, a) {
      const at = areaOf(a);
      ctx.replaceTop({ kind: 'leadDest', owner: t.owner, at, origin: at, moves: 0 });
    },
  }),
  leadDest: factionDecision<'leadDest'>({
    owner: (_s, t) => t.owner,
    // the second move goes to a further area, not back where the Agitator started
    options: (s, t) => [...mapped(leadDests(s, t.at, t.origin), (area) => ({ type: 'area' as const, area })), ...(t.moves > 0 ? [{ type: 'done' as const }] : [])],
    prompt: (s, t) => `LEAD: move from ${nameOf(s, t.at)} to`,
    answer(ctx, t, a) {
      if (a.type !== 'area') return finishLead(ctx, t.at);
      // one literal in the schema's key order: a spread adding keys makes a dictionary-mode task
      ctx.replaceTop({ kind: 'leadEscort', owner: t.owner, at: t.at, origin: t.origin, moves: t.moves, to: a.area, group: { m1: 0, m2: 0, ag: 1, pig: 0 } });
    },
  }),
  leadEscort: factionDecision<'leadEscort'>({
    owner: (_s, t) => t.owner,
    // escort: pick up units in the Agitator's area
    options: (s, t) => [...escorts(s, t.at, t.group), { type: 'done' }],
    prompt: (s, t) => `LEAD: units going with the Agitator to ${nameOf(s, t.to)}`,
    answer(ctx, t, a) {
      if (a.type === 'escort') {
        // not `{ ...t, group }`: its store ran on V8's slow path at every call (`--log-ic`)
        const next = copyOf(t);
        next.group = plus(t.group, a.unit, 1);
        return ctx.replaceTop(next);
      }
      moveGroup(ctx, t.at, t.to, t.group);
      const moves = t.moves + 1;
      if (moves >= 2 || leadDests(ctx.state, t.to, t.origin).length === 0) return finishLead(ctx, t.to);
      ctx.replaceTop({ kind: 'leadDest', owner: t.owner, at: t.to, origin: t.origin, moves });
    },
  }),
  rally: factionDecision<'rally'>({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(rallyOptions(s)),
    prompt: () => 'RALLY: place a Rally Flag',
    answer(ctx, _t, a) {
      if (a.type !== 'flag') return ctx.pop();
      change(ctx, 'supply', (x) => set(x, 'flags', without(x.flags, a.value)));
      changeArea(ctx, a.area, (x) => set(x, 'flag', a.value));
      ctx.emit({ type: 'flagPlaced', area: a.area, value: a.value });
      markActive(ctx, a.area);
      gainExposure(ctx, 'demonstrators', exposureBonus(ctx.state, a.area, 'demonstrators'));
    },
  }),
};
