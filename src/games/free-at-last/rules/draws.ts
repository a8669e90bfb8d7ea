import type { ChanceQuestion } from '../../../core/question.js';
import type { Organization } from '../data/schema.js';
import type { FlowAction, FreeAtLastState } from '../schema.js';
import type { DrawTask } from '../task-schema.js';
import { dealtProject } from './deal-projects.js';
import { drawnLegislation } from './legislation.js';
import { pileChance, type FalCtx, type Handlers, type Pile } from './tasks.js';
import { decksWith, put, setDeck, updateOrg, without } from './updates.js';

type BasicDraw = Extract<DrawTask, { kind: 'drawStrategy' | 'drawProject' | 'drawStaff' | 'drawLegislation' }>;

/*
 * Draws from the unordered piles as chance nodes: the Strategy deck, the Project deck,
 * an organization's cup of Staffers and the general Legislation deck. One draw per chance node.
 */

/** The pile a draw takes from, after refilling an exhausted Strategy deck (ruling 9.3). */
function pileOf(s: FreeAtLastState, t: BasicDraw): readonly (string | number)[] {
  switch (t.kind) {
    case 'drawStrategy':
      return s.decks.strategy;
    case 'drawProject':
      return s.decks.projects;
    case 'drawStaff':
      return s.orgs[t.org]!.staffPool;
    case 'drawLegislation':
      return s.decks.legislation;
  }
}

/**
 * Ruling (9.3): when the Strategy draw pile is empty, the discard pile is shuffled to form a new
 * draw pile; if both are empty the draw is lost. An empty Project deck, cup or Legislation deck
 * also loses the draw. (An empty pile makes the draw an automatic step.)
 */
function refillOrLose(ctx: FalCtx, t: BasicDraw): void {
  const decks = ctx.state.decks;
  // the empty draw pile becomes the discard pile: one record shape (`decksWith`) and one list kind (`emptyList`)
  if (t.kind === 'drawStrategy' && decks.strategyDiscard.length > 0) put(ctx, 'decks', decksWith(decks, { strategy: decks.strategyDiscard, strategyDiscard: decks.strategy }));
  else ctx.pop();
}

type Of<K extends BasicDraw['kind']> = Extract<BasicDraw, { kind: K }>;

/** A draw: the action for a card drawn, what the card drawn does, and the prompt. */
const draw = <K extends BasicDraw['kind']>(
  make: (item: string | number) => FlowAction,
  drawn: (ctx: FalCtx, t: Of<K>, a: FlowAction) => void,
  prompt: (t: Of<K>) => string,
  ask: (t: Of<K>) => ChanceQuestion,
): Handlers<K>[K] =>
  pileChance<K>({
    when: (s, t) => pileOf(s, t).length > 0,
    none: refillOrLose,
    pile: (s, t): Pile => ({ items: pileOf(s, t), distinct: true, make }),
    answer(ctx, t, a) {
      ctx.pop();
      drawn(ctx, t, a as FlowAction);
    },
    prompt: (_s, t) => prompt(t),
    ask: (_s, t) => ask(t),
  });

function drawnStrategy(ctx: FalCtx, t: { org: Organization }, a: FlowAction): void {
  if (a.type !== 'drawStrategy') throw new Error(`${a.type} does not answer a Strategy draw`);
  const deck = ctx.state.decks.strategy;
  setDeck(ctx, 'strategy', without(deck, a.card));
  ctx.emit({ type: 'cardDrawn', org: t.org });
  updateOrg(ctx, t.org, (o) => ({ hand: [...o.hand, a.card] }));
}

function drawnStaff(ctx: FalCtx, t: { org: Organization }, a: FlowAction): void {
  if (a.type !== 'drawStaff') throw new Error(`${a.type} does not answer a Staffer draw`);
  ctx.emit({ type: 'staffHired', org: t.org, leader: a.leader });
  updateOrg(ctx, t.org, (o) => ({ staffPool: without(o.staffPool, a.leader), staff: [...o.staff, { id: a.leader, tired: false }] }));
}

/** The draws from the basic game's unordered piles: chance tasks, one card each. */
export const drawTasks: Handlers<BasicDraw['kind']> = {
  drawStrategy: draw((card) => ({ type: 'drawStrategy', card: card as string }), drawnStrategy, (t) => `Draw a Strategy card for ${t.org}`, (t) => ({ chance: 'draw', deck: 'strategy', for: t.org })),
  drawProject: draw(
    (card) => ({ type: 'drawProject', card: card as number }),
    (ctx, _t, a) => {
      if (a.type !== 'drawProject') throw new Error(`${a.type} does not answer a Project deal`);
      dealtProject(ctx, a.card);
    },
    () => 'Deal a Project card',
    () => ({ chance: 'draw', deck: 'project', for: 'table' }),
  ),
  drawStaff: draw((leader) => ({ type: 'drawStaff', leader: leader as string }), drawnStaff, (t) => `Draw a Staffer for ${t.org}`, (t) => ({ chance: 'draw', deck: 'staff', for: t.org })),
  drawLegislation: draw(
    (card) => ({ type: 'drawLegislation', card: card as string }),
    (ctx, t, a) => {
      if (a.type !== 'drawLegislation') throw new Error(`${a.type} does not answer a Legislation draw`);
      drawnLegislation(ctx, a.card, t.to);
    },
    () => 'Draw a Legislation card',
    (t) => ({ chance: 'draw', deck: 'legislation', to: t.to }),
  ),
};
