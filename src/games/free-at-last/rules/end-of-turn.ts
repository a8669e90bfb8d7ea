import type { GameEvent } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FlowAction } from '../schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import { addVp, criminalHold, eliminatedArea, gainFailures, gainStars, moveCubes, moveX, onProject, supply, type CubeColor } from '../state/zones.js';
import { appealDiscard, mayAppeal } from './appeals.js';
import { isMandatory, triggerBurn } from './mandatory-events.js';
import { enterDealProjects } from './deal-projects.js';
import { openEventWindow } from './event-window.js';
import { projectRules } from './project-seam.js';
import { finalScoring } from './scoring.js';
import { discardFromHand, run, updateOrg } from './util.js';
import { challengesEndOfTurn } from './challenges/lasting.js';
import { flowOf, flowStep, pushTask, setStep, withFlow } from '../state/stack.js';

/*
 * 2.10, 20.x the End of Turn phase: end-of-turn events (9.3.2.1 D), a held Burn, Baby, Burn! is
 * discarded (9.6), discard down to the number of Staffers (20.1, possibly filing a criminal appeal,
 * 22.15), the Supreme Court (20.2), demoralization (20.3), Freedom Marker VPs (20.4), then the
 * Turn is cleaned up and the next one begins — or the game ends after Turn 3 (21).
 */

export function enterEndOfTurn(s: FreeAtLastState): FreeAtLastState {
  // 9.3.2.1 D the events window comes first, then the held Mandatory Events
  return openEventWindow(withFlow({ ...s, phase: 'end-of-turn' }, { at: 'burn', step: null, cursor: 0, round: null, preemptor: null }));
}

function needsDiscardStep(s: FreeAtLastState, org: Organization): boolean {
  const o = s.orgs[org]!;
  return o.hand.length > o.staff.length || (mayAppeal(s, org) && o.hand.length >= 2);
}

/** Moves the phase on; null never (the phase always leads to the next Turn or the end). */
export function continueEndOfTurn(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  switch (flowOf(s).at) {
    case 'burn': {
      // 9.6 a Mandatory Event cannot be held past the Turn: it is discarded, and takes place
      let t = withFlow(s, { at: 'discard', cursor: 0 });
      for (const o of t.seats) {
        for (const c of t.orgs[o]!.hand.filter((id) => isMandatory(t, id))) {
          ev.push({ type: 'discard', org: o, card: c, why: 'mandatory event held at the end of the Turn' });
          t = triggerBurn(discardFromHand(t, o, c), ev);
        }
      }
      return t;
    }
    case 'discard': {
      for (let i = flowOf(s).cursor; i < s.seats.length; i++) {
        const org = s.seats[i]!;
        if (needsDiscardStep(s, org)) return withFlow(s, { cursor: i + 1, step: { kind: 'discardDown', org, appealCards: 0 } });
      }
      return withFlow(s, { at: 'court' });
    }
    case 'court': {
      // 15.14 red cubes not appealed go to the eliminated cubes area before the Supreme Court sits
      let t = withFlow(s, { at: 'demoralize' });
      for (const o of t.seats) if (!t.orgs[o]!.appealFiled) t = moveCubes(t, criminalHold(o), eliminatedArea(o), 'red', t.orgs[o]!.criminalHold).state;
      return run(ev, projectRules.beginSupremeCourt(t));
    }
    case 'demoralize':
      // 9.16 lasting Challenges end; the variants' hook (23.1 held response cards are discarded)
      return pushTask(withFlow(challengesEndOfTurn(s, ev), { at: 'finish' }), { kind: 'turnCleanup' });
    default:
      return finishTurn(s, ev);
  }
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
export function applyDiscardDown(s: FreeAtLastState, org: Organization, a: FlowAction, ev: GameEvent[]): FreeAtLastState {
  const step = flowStep(s);
  if (step?.kind !== 'discardDown') throw new Error('not discarding');
  if (a.type === 'discardDone') return setStep(s, null);
  if (a.type !== 'discardDown' && a.type !== 'appealDiscard') throw new Error('not a discard');
  let t: FreeAtLastState;
  let appealCards = step.appealCards;
  if (a.type === 'appealDiscard') {
    // 22.15 two cards discarded: the appeal is filed for the Supreme Court (20.2)
    t = appealDiscard(s, org, a.card, appealCards === 1, ev);
    appealCards = appealCards === 1 ? 0 : 1;
  } else {
    ev.push({ type: a.type, org, card: a.card });
    t = discardFromHand(s, org, a.card);
  }
  const next = setStep(t, { kind: 'discardDown', org, appealCards });
  // ask again while over the limit, while an appeal is possible, or to complete a half-filed appeal
  const more = needsDiscardStep(next, org) || (appealCards === 1 && next.orgs[org]!.hand.length > 0);
  return more ? next : setStep(next, null);
}

const thresholds: Record<CubeColor, number> = { red: 9, white: 9, blue: 5 };

/** 20.3 demoralization: X moves left once per colour; Stars for white/blue, a Failure Marker for red. */
export function demoralize(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  let t = s;
  for (const color of ['red', 'white', 'blue'] as const) {
    const who = t.seats.filter((o) => t.orgs[o]!.eliminated[color] >= thresholds[color]);
    if (who.length === 0) continue;
    ev.push({ type: 'demoralization', color, orgs: who });
    t = moveX(t, color, 'down');
    for (const o of who) t = color === 'red' ? gainFailures(t, o, 1) : gainStars(t, o, 1);
  }
  return t;
}

/** 20.4 5 VPs per type of Freedom Marker earned so far. */
export function scoreFreedomMarkers(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  let t = s;
  for (const o of s.seats) {
    const fm = s.orgs[o]!.freedomMarkers;
    const types = (fm.S > 0 ? 1 : 0) + (fm.A > 0 ? 1 : 0) + (fm.V > 0 ? 1 : 0);
    if (types > 0) ev.push({ type: 'freedomMarkerVps', org: o, vp: 5 * types });
    t = addVp(t, o, 'freedomMarkers', 5 * types);
  }
  return t;
}

/** 7.3 Leaders who led go, Staff is refreshed (6.5), cubes return to the supply (ruling), the next Turn. */
function finishTurn(s: FreeAtLastState, ev: GameEvent[]): FreeAtLastState {
  let t = s;
  for (const o of t.seats) if (t.orgs[o]!.criminalHold > 0) t = moveCubes(t, criminalHold(o), eliminatedArea(o), 'red', t.orgs[o]!.criminalHold).state;
  t = scoreFreedomMarkers(demoralize(t, ev), ev);
  const returning = new Set(flowOf(t).leadersReturning);
  for (const o of t.seats) {
    const p = t.projects[o];
    if (p) {
      for (const c of ['red', 'white', 'blue'] as const) t = moveCubes(t, onProject(o), supply, c, p.cubes[c]).state;
      const led = [...p.leaders, ...p.freedomRiders];
      t = updateOrg(t, o, (x) => ({
        ...x,
        protestLeaders: [...x.protestLeaders, ...led.filter((l) => returning.has(l))],
        removedLeaders: [...x.removedLeaders, ...led.filter((l) => !returning.has(l))],
      }));
    }
    for (const c of ['red', 'white', 'blue'] as const) t = moveCubes(t, eliminatedArea(o), supply, c, t.orgs[o]!.eliminated[c]).state;
    t = updateOrg(t, o, (x) => ({
      ...x,
      staff: x.staff.map((m) => ({ ...m, tired: false })),
      homeCardInHand: false,
      appealFiled: false,
      hiredThisTurn: 0,
      gaveFundraiser: false,
      receivedFundraiser: false,
      passed: false,
    }));
  }
  const cards = Object.values(t.projects).map((p) => p.card);
  t = { ...t, projects: {}, decks: { ...t.decks, projectDiscard: [...t.decks.projectDiscard, ...cards] } };
  t = withFlow(t, { leadersReturning: [], deadlock: false, burn: [] });
  ev.push({ type: 'turnEnd', turn: t.turn });
  if (t.turn >= 3) return finalScoring(t);
  return enterDealProjects({ ...t, turn: t.turn + 1, actionRound: 0 });
}
