import { set } from '../../../../core/update.js';
import { referenceComponents } from '../../data/components.js';
import type { CardDefs } from '../card-def.js';
import { changeCapital } from '../capital.js';
import { cityAreas, nameOf } from '../lookups.js';
import { runEffects } from '../effects.js';
import { unitName } from '../names.js';
import { mandateCost } from '../policy.js';
import { auto, cardOf, orDone, factionDecision } from '../tasks.js';
import { setCurrentTactic } from '../tactics.js';
import { addUnits, change, plus, put } from '../updates.js';
import { mapped } from '../lists.js';

/* Appendix 1: Mayor Actions. */

const trackSize = (s: { components: typeof referenceComponents | null }) => (s.components ?? referenceComponents).counts.delegateTrack;

/** Appendix 1: the Mayor's Action Cards, by name. */
export const mayorCards: CardDefs = {
  'authorize-barbed-wire': { playable: (s) => s.general.wire > 0, task: (owner) => ({ kind: 'authorizeBarbedWire', owner }) },
  'deploy-officers': { playable: (s) => s.capital >= 1 && s.police.reserves.p1 > 0, task: (owner) => ({ kind: 'deployOfficers', owner }) },
  'grease-palms': { playable: () => true, task: (owner) => ({ kind: 'greasePalms', owner }) },
  'mandate': { playable: (s) => s.policySplay.some((p) => mandateCost(p.paid) <= s.capital), task: (owner) => ({ kind: 'mandate', owner }) },
  'strategy-of-confrontation': { playable: (s) => s.tacticsDeck.length > 0, task: (owner) => ({ kind: 'strategyOfConfrontation', owner }) },
  'work-the-machine': {
    playable: (s) => s.capital >= 3 && s.delegates.track.length < trackSize(s),
    task: (owner) => ({ kind: 'workTheMachine', owner }),
  },
};

/** The task handlers of the Mayor's Action Cards. */
export const mayorCardTasks = {
  authorizeBarbedWire: auto<'authorizeBarbedWire'>((ctx) => {
    const n = Math.min(2, ctx.state.general.wire);
    change(ctx, 'general', (g) => plus(g, 'wire', -n));
    change(ctx, 'police', (p) => plus(p, 'wire', n));
    ctx.emit({ type: 'policeSupply', added: `${n} Barbed Wire` });
    ctx.pop();
  }),
  deployOfficers: factionDecision<'deployOfficers'>({
    owner: (_s, t) => t.owner,
    options: (s) => (s.capital < 1 || s.police.reserves.p1 === 0 ? [] : orDone(mapped(cityAreas(s), (area) => ({ type: 'area' as const, area })))),
    prompt: () => 'DEPLOY OFFICERS: place a Lv1 Platoon for 1 Capital',
    answer(ctx, _t, a) {
      if (a.type !== 'area') return ctx.pop();
      changeCapital(ctx, -1, 'DEPLOY OFFICERS');
      change(ctx, 'police', (p) => set(p, 'reserves', plus(p.reserves, 'p1', -1)));
      addUnits(ctx, a.area, 'p1', 1);
      ctx.emit({ type: 'placed', units: unitName('p1'), area: a.area, why: 'DEPLOY OFFICERS' });
    },
  }),
  greasePalms: auto<'greasePalms'>((ctx) => {
    changeCapital(ctx, 3, 'GREASE PALMS');
    ctx.pop();
  }),
  mandate: factionDecision<'mandate'>({
    owner: (_s, t) => t.owner,
    options: (s) => orDone(mapped(s.policySplay.filter((p) => mandateCost(p.paid) <= s.capital), (p) => ({ type: 'card' as const, card: p.card }))),
    prompt: () => 'MANDATE: activate a Policy (2, 4, 6… Capital)',
    answer(ctx, _t, a) {
      if (a.type !== 'card') return ctx.pop();
      const name = a.card;
      const i = ctx.state.policySplay.findIndex((x) => x.card === name);
      const p = ctx.state.policySplay[i]!;
      changeCapital(ctx, -mandateCost(p.paid), `MANDATE: ${nameOf(ctx.state, name)}`);
      change(ctx, 'policySplay', (l) => set(l, i, plus(p, 'paid', 1)));
      ctx.emit({ type: 'policy', card: name, activation: p.paid + 1 });
      const card = (ctx.state.components ?? referenceComponents).policies.find((c) => c.id === name)!;
      runEffects(ctx, card.effects, 'establishment', null, [], name);
    },
  }),
  strategyOfConfrontation: factionDecision<'strategyOfConfrontation'>({
    owner: (_s, t) => t.owner,
    options: (s) => mapped(s.tacticsDeck, (card) => ({ type: 'card' as const, card })),
    prompt: () => 'STRATEGY OF CONFRONTATION: choose the Current Tactics card',
    answer(ctx, _t, a) {
      ctx.pop();
      setCurrentTactic(ctx, cardOf(a));
    },
  }),
  workTheMachine: auto<'workTheMachine'>((ctx) => {
    changeCapital(ctx, -3, 'WORK THE MACHINE');
    change(ctx, 'delegates', (d) => set(d, 'track', [...d.track, 'blue'])); // from the general supply, not the bag
    ctx.emit({ type: 'delegate', color: 'blue', count: 1, to: 'track', why: 'WORK THE MACHINE (no Delegate Vote this round)' });
    put(ctx, 'noVote', true);
    ctx.pop();
  }),
};
