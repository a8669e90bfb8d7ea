import type { Organization } from '../data/schema.js';
import type { CubeColor, FlowAction, FreeAtLastState } from '../schema.js';
import { criminalHold, eliminatedArea, onProject, supply } from './lookup.js';
import { appealDiscard, mayAppeal } from './interrupts.js';
import { projectSeam } from './projects/project-action.js';
import { addVp, decksWith, discardFromHand, gainFailures, gainStars, moveCubes, moveX, updateOrg, ownFlow, staffWith } from './updates.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { openEventWindow } from './event-window.js';
import { beginTurn } from './turn.js';
import { finalScoring } from './scoring.js';
import { becomes, notHeld, stepDecision } from './decision.js';
import { askNextSeat } from './flow-task.js';
import type { FalCtx, Handlers } from './tasks.js';
import type { Stage } from '../task-schema.js';

/*
 * 2.10, 20.x the End of Turn phase: end-of-turn events (9.3.2.1 D), a held Burn, Baby, Burn! is
 * discarded (9.6), discard down to the number of Staffers (20.1, possibly filing a criminal appeal,
 * 22.15), the Supreme Court (20.2), demoralization (20.3), Freedom Marker VPs (20.4), then the
 * Turn is cleaned up and the next one begins — or the game ends after Turn 3 (21).
 */

export function enterEndOfTurn(ctx: FalCtx): void {
  const flow = ownFlow(ctx);
  flow.cursor = 0;
  flow.round = null;
  flow.preemptor = null;
  // 9.3.2.1 D the events window comes first, then the phase's stages
  ctx.push(...endOfTurnStages(0));
  openEventWindow(ctx);
}

/** The End of Turn's stages from the 20.1 discards (at the seat at `cursor`) on. */
export function endOfTurnStages(cursor: number): Stage[] {
  return [{ kind: 'heldMandatory' }, { kind: 'discardSeats', cursor }, { kind: 'supremeCourt' }, { kind: 'challengesEnd' }];
}

function needsDiscardStep(s: FreeAtLastState, org: Organization): boolean {
  const o = s.orgs[org]!;
  return o.hand.length > o.staff.length || (mayAppeal(s, org) && o.hand.length >= 2);
}

/** 9.6 a Mandatory Event cannot be held past the Turn: it is discarded, and takes place. */
export function heldMandatory(ctx: FalCtx): void {
  ctx.pop();
  for (const o of ctx.state.seats) {
    for (const c of ctx.state.orgs[o]!.hand.filter((id) => isMandatory(ctx.state, id))) {
      ctx.emit({ type: 'discard', org: o, card: c, why: 'mandatory event held at the end of the Turn' });
      discardFromHand(ctx, o, c);
      triggerBurn(ctx);
    }
  }
}

/** The stage on top: 20.1 the next seat from `cursor` with discards to make (or an appeal it may file) is asked. */
export function discardSeats(ctx: FalCtx, cursor: number): void {
  askNextSeat(ctx, 'discardSeats', cursor, (s, org) => (needsDiscardStep(s, org) ? { kind: 'discardDown', org, appealCards: 0 } : null));
}

/** 15.14 red cubes not appealed go to the eliminated cubes area before the Supreme Court sits (20.2). */
export function supremeCourt(ctx: FalCtx): void {
  ctx.pop();
  for (const o of ctx.state.seats) if (!ctx.state.orgs[o]!.appealFiled) moveCubes(ctx, criminalHold(o), eliminatedArea(o), 'red', ctx.state.orgs[o]!.criminalHold);
  projectSeam.beginSupremeCourt(ctx);
}

/** The hook of the advanced game and the variants (9.16 Challenges end; 23.1 held response cards are discarded); then the Turn is finished. */
export function challengesEnd(ctx: FalCtx): void {
  ctx.pop();
  ctx.push({ kind: 'turnCleanup' });
}

/** 20.1 the discard choices: discard (over the limit), discard toward an appeal (22.15), or done. */
export function discardDownActions(s: FreeAtLastState, org: Organization, appealCards: number): FlowAction[] {
  const o = s.orgs[org]!;
  const cards = [...new Set(o.hand)];
  const out: FlowAction[] = [];
  if (mayAppeal(s, org) && o.hand.length >= 2 - appealCards) out.push(...cards.map((card) => ({ type: 'appealDiscard' as const, card })));
  if (o.hand.length > o.staff.length) out.push(...cards.map((card) => ({ type: 'discardDown' as const, card })));
  else out.push({ type: 'discardDone' });
  return out;
}

/** 20.1, 22.15 one discard (possibly toward an appeal), or done. */
export const discardDownTask: Handlers<'discardDown'> = {
  discardDown: stepDecision<'discardDown'>(
    (s, t) => discardDownActions(s, t.org, t.appealCards),
    (ctx, step, a) => {
      if (a.type === 'discardDone') return ctx.pop();
      if (a.type !== 'discardDown' && a.type !== 'appealDiscard') throw new Error('not a discard');
      const org = step.org;
      let appealCards = step.appealCards;
      if (a.type === 'appealDiscard') {
        // 22.15 two cards discarded: the appeal is filed for the Supreme Court (20.2)
        const filed = appealCards === 1;
        appealDiscard(ctx, org, a.card, filed);
        appealCards = filed ? 0 : 1;
      } else {
        ctx.emit({ type: a.type, org, card: a.card });
        discardFromHand(ctx, org, a.card);
      }
      // ask again while over the limit, while an appeal is possible, or to complete a half-filed appeal
      const more = needsDiscardStep(ctx.state, org) || (appealCards === 1 && ctx.state.orgs[org]!.hand.length > 0);
      becomes(ctx, step, more ? { kind: 'discardDown', org, appealCards } : null);
    },
    (s, t, a) => notHeld(s, t.org, a),
  ),
};

const thresholds: Record<CubeColor, number> = { red: 9, white: 9, blue: 5 };

/** 20.3 demoralization: X moves left once per colour; Stars for white/blue, a Failure Marker for red. */
function demoralize(ctx: FalCtx): void {
  for (const color of ['red', 'white', 'blue'] as const) {
    const who = ctx.state.seats.filter((o) => ctx.state.orgs[o]!.eliminated[color] >= thresholds[color]);
    if (who.length === 0) continue;
    ctx.emit({ type: 'demoralization', color, orgs: who });
    moveX(ctx, color, 'down');
    for (const o of who) {
      if (color === 'red') gainFailures(ctx, o, 1);
      else gainStars(ctx, o, 1);
    }
  }
}

/** 20.4 5 VPs per type of Freedom Marker earned so far. */
function scoreFreedomMarkers(ctx: FalCtx): void {
  for (const o of ctx.state.seats) {
    const fm = ctx.state.orgs[o]!.freedomMarkers;
    const types = (fm.S > 0 ? 1 : 0) + (fm.A > 0 ? 1 : 0) + (fm.V > 0 ? 1 : 0);
    if (types > 0) ctx.emit({ type: 'freedomMarkerVps', org: o, vp: 5 * types });
    addVp(ctx, o, 'freedomMarkers', 5 * types);
  }
}

/** The flow task on top, the Turn's phases all done: 20.3, 20.4, 7.3 Leaders who led go, Staff is refreshed (6.5), cubes return to the supply (ruling), the next Turn. */
export function finishTurn(ctx: FalCtx): void {
  const returning = new Set(ctx.state.flow.leadersReturning);
  for (const o of ctx.state.seats) if (ctx.state.orgs[o]!.criminalHold > 0) moveCubes(ctx, criminalHold(o), eliminatedArea(o), 'red', ctx.state.orgs[o]!.criminalHold);
  demoralize(ctx);
  scoreFreedomMarkers(ctx);
  for (const o of ctx.state.seats) {
    const p = ctx.state.projects[o];
    if (p) {
      for (const c of ['red', 'white', 'blue'] as const) moveCubes(ctx, onProject(o), supply, c, p.cubes[c]);
      const led = [...p.leaders, ...p.freedomRiders];
      updateOrg(ctx, o, (x) => ({
        protestLeaders: [...x.protestLeaders, ...led.filter((l) => returning.has(l))],
        removedLeaders: [...x.removedLeaders, ...led.filter((l) => !returning.has(l))],
      }));
    }
    for (const c of ['red', 'white', 'blue'] as const) moveCubes(ctx, eliminatedArea(o), supply, c, ctx.state.orgs[o]!.eliminated[c]);
    updateOrg(ctx, o, (x) => ({
      staff: staffWith(x.staff, null),
      homeCardInHand: false,
      appealFiled: false,
      hiredThisTurn: 0,
      gaveFundraiser: false,
      receivedFundraiser: false,
      passed: false,
    }));
  }
  const d = ctx.draft();
  const cards = Object.values(d.projects).map((p) => p.card);
  d.projects = {};
  d.decks = decksWith(d.decks, { projectDiscard: [...d.decks.projectDiscard, ...cards] });
  const flow = ownFlow(ctx);
  flow.leadersReturning = [];
  flow.deadlock = false;
  ctx.emit({ type: 'turnEnd', turn: d.turn });
  if (d.turn >= 3) return finalScoring(ctx);
  d.turn += 1;
  d.actionRound = 0;
  beginTurn(ctx);
}
