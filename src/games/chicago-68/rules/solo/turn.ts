import { countedOutcomes } from '../../../../core/chance.js';
import type { MachineState } from '../../schema.js';
import type { TaskOf } from '../../task-schema.js';
import { findTask } from '../lookups.js';
import { plus, put, without } from '../updates.js';
import { auto, chance, type C, type Handler } from '../tasks.js';
import { machineCardHandler } from './card-task.js';
import { machineCardRule } from './cards/index.js';
import { resolveDrawnPolicy } from './policies.js';
import { keepPosts } from './posts.js';
import { makeCurrentTactic } from './tactics.js';

/*
 * MACHINE ACTION CARDS: on a Machine turn one card is drawn from the Machine Mayor or Machine Police
 * deck (a chance node) and resolved as fully as possible; a card with no effect is discarded and
 * another drawn; an empty deck is reshuffled from its discards (the cards already tried this turn stay
 * out, so that a turn always ends, rulings.md). INSTABILITY "+1 ACTION": one more Machine card at the
 * end of this turn.
 */

type Deck = 'mayor' | 'police';

function setMachine(ctx: C, m: MachineState): void {
  put(ctx, 'machine', m);
}

/** Draws the turn's next card, or ends the turn when every card has been tried. */
function drawCard(ctx: C, t: TaskOf<'machineTurn'>): void {
  let m = ctx.state.machine!;
  const f = t.faction;
  if (m.decks[f].length === 0) {
    const back = m.discards[f].filter((c) => !t.tried.includes(c));
    m = { ...m, decks: { ...m.decks, [f]: back }, discards: { ...m.discards, [f]: m.discards[f].filter((c) => t.tried.includes(c)) } };
  }
  if (m.decks[f].length === 0) {
    setMachine(ctx, m);
    ctx.emit({ type: 'machineIdle', faction: f, why: 'no Machine card has an effect now' });
    return finish(ctx, t);
  }
  setMachine(ctx, { ...m, effect: false });
  ctx.replaceTop({ ...t, drawn: true });
  ctx.push({ kind: 'machineDraw', deck: f });
}

/** The turn's card counts toward the phase's three (not the "+1 ACTION" one); then maybe "+1 ACTION". */
function finish(ctx: C, t: TaskOf<'machineTurn'>): void {
  const phase = findTask(ctx.state, 'phase');
  if (phase && !t.extra) ctx.replace(phase, { ...phase, played: plus(phase.played, t.faction, 1) });
  const s = ctx.state;
  if (s.tiles.action === 'establishment' && !s.extraUsed.establishment) {
    put(ctx, 'extraUsed', { ...s.extraUsed, establishment: true });
    ctx.emit({ type: 'machineExtraAction', faction: t.faction, why: '+1 ACTION (solo INSTABILITY)' });
    return ctx.replaceTop({ ...t, drawn: false, tried: [], extra: true });
  }
  ctx.replaceTop({ kind: 'endOfTurn' });
}

const machineTurn: Handler<'machineTurn'> = auto<'machineTurn'>((ctx, t) => {
    if (!t.drawn) {
      if (t.tried.length === 0) keepPosts(ctx);
      return drawCard(ctx, t);
    }
    if (ctx.state.machine!.effect) return finish(ctx, t);
    ctx.emit({ type: 'machineNoEffect', faction: t.faction, card: t.tried[t.tried.length - 1] ?? '' });
    drawCard(ctx, { ...t, drawn: false });
});

function deckOf(s: C['state'], deck: TaskOf<'machineDraw'>['deck']): string[] {
  if (deck === 'tactics') return s.tacticsDeck;
  if (deck === 'policy') return s.policyDeck;
  return s.machine!.decks[deck];
}

function drawnCard(ctx: C, deck: Deck, card: string): void {
  const m = ctx.state.machine!;
  setMachine(ctx, { ...m, decks: { ...m.decks, [deck]: without(m.decks[deck], card) }, discards: { ...m.discards, [deck]: [...m.discards[deck], card] } });
  const turn = findTask(ctx.state, 'machineTurn');
  if (turn) ctx.replace(turn, { ...turn, tried: [...turn.tried, card] });
  ctx.emit({ type: 'machineCard', faction: deck, card });
  ctx.push({ kind: 'machineCard', faction: deck, card, stage: 0, picks: [], area: null, moved: { p1: 0, p2: 0, tac: 0 } });
}

const machineDraw: Handler<'machineDraw'> = chance<'machineDraw'>({
  outcomes: (s, t) => countedOutcomes(deckOf(s, t.deck), (item) => ({ type: 'draw' as const, item })),
  answer(ctx, t, a) {
    ctx.pop();
    if (a.type !== 'draw') return;
    if (t.deck === 'tactics') return makeCurrentTactic(ctx, a.item, 'a new Tactics card at the start of the round (solo)');
    if (t.deck === 'policy') return resolveDrawnPolicy(ctx, a.item);
    drawnCard(ctx, t.deck, a.item);
  },
  prompt: (_s, t) => `Draw from the Machine's ${t.deck} deck`,
  ask: (_s, t) => ({ chance: 'draw', deck: `machine ${t.deck}`, for: t.deck === 'mayor' || t.deck === 'police' ? t.deck : 'machine' }),
});

/** The task handlers of the Machine's turns and draws. */
export const machineTurnTasks = {
  machineTurn,
  machineDraw,
  machineCard: machineCardHandler(machineCardRule),
};
