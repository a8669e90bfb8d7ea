import type { Player } from '../../core/types.js';
import type { Organization } from './data/schema.js';
import type { FreeAtLastView, FreeAtLastState } from './schema.js';
import { failureMarkers, xValue } from './rules/lookup.js';
import { topmost } from '../../core/machine/stack.js';
import { isResolution, resolutionStepOf, variantTaskSchemas, type DieRoll, type VariantTask, shownRound } from './task-schema.js';
import { shownStep } from './rules/flow-task.js';
import { phaseUnderWay } from './rules/turn.js';

/*
 * What one seat may see: its own hand; other hands as counts; the cups of Staffers and the order and
 * contents of the draw piles hidden (counts only). Everything on the table is visible: Project
 * cards offered and selected, cubes, tracks, laws, discard piles.
 */

export function viewOf(s: FreeAtLastState, seat: Player | null, toMove: string | null, prompt: string, ask: FreeAtLastView['ask'], legal: () => FreeAtLastView['legal']): FreeAtLastView {
  const orgs: FreeAtLastView['orgs'] = {};
  for (const o of s.seats) {
    const x = s.orgs[o]!;
    orgs[o] = {
      hand: seat === o ? [...x.hand].sort() : null,
      handCount: x.hand.length,
      homeCardInHand: x.homeCardInHand,
      stars: x.stars,
      failures: x.failures,
      vp: x.vp,
      vpBreakdown: x.vpBreakdown,
      freedomMarkers: x.freedomMarkers,
      staffPoolCount: x.staffPool.length,
      staff: x.staff,
      protestLeaders: x.protestLeaders,
      removedLeaders: x.removedLeaders,
      nonViolence: x.nonViolence,
      eliminated: x.eliminated,
      criminalHold: x.criminalHold,
      appealFiled: x.appealFiled,
      passed: x.passed,
    };
  }
  const d = s.decks;
  return {
    seat: (seat as FreeAtLastView['seat']) ?? null,
    seats: s.seats,
    turn: s.turn,
    phase: phaseUnderWay(s),
    actionRound: s.actionRound,
    toMove,
    prompt,
    legal: seat !== null && toMove === seat ? legal() : [],
    ask,
    components: s.components,
    step: shownStep(s),
    round: shownRound(s),
    orgs,
    offered: s.offered,
    projects: s.projects,
    supply: s.supply,
    xTrack: s.xTrack,
    xValues: { red: xValue(s, 'red'), white: xValue(s, 'white'), blue: xValue(s, 'blue') },
    failureTrack: failureMarkers(s).track,
    decks: {
      strategyCount: d.strategy.length,
      strategyDiscard: d.strategyDiscard,
      strategyRemoved: d.strategyRemoved,
      lastingEvents: d.lastingEvents,
      display: d.display,
      projectCount: d.projects.length,
      projectDiscard: d.projectDiscard,
      legislationCount: d.legislation.length,
      civilRightsAct: d.civilRightsAct,
      votingRightsAct: d.votingRightsAct,
      laws: d.laws,
      legislationDiscard: d.legislationDiscard,
      legislationRemoved: d.legislationRemoved,
    },
    resolution: resolutionView(s),
    ...(s.ext ? { variants: variantView(s) } : {}),
  };
}
/**
 * The running resolution as the view shows it (dice, hits, who is asked: all public): its record,
 * and the decision it waits on (`step`), with that decision's die, Leader hits or seats to ask.
 */
function resolutionView(s: FreeAtLastState) {
  const r = s.resolution;
  if (r === null) return null;
  const decision = topmost(s.tasks, isResolution) ?? null;
  let roll: DieRoll | null = null;
  if (decision?.kind === 'resolutionRoll') {
    const { kind: _kind, ...die } = decision;
    roll = die;
  }
  const seats: Organization[] = decision?.kind === 'resolutionResponse' || decision?.kind === 'resolutionConsolidate' ? decision.seats : [];
  return {
    org: r.org,
    mode: r.mode,
    cards: r.cards,
    step: resolutionStepOf[decision?.kind ?? 'resolutionRoll'],
    roll,
    results: r.results,
    figures: r.figures,
    staffOffer: r.staffOffer,
    staffCubes: r.staffCubes,
    staffLeader: r.staffLeader,
    strikeFirstOk: r.strikeFirstOk,
    strikeFirst: r.strikeFirst,
    insured: r.insured,
    extraRank: r.extraRank,
    hits: r.hits,
    collected: r.collected,
    removed: r.removed,
    advanced: r.advanced,
    leaderHits: decision?.kind === 'resolutionLeaderHits' ? decision.hits : 0,
    responders: seats,
    responseHits: r.responseHits,
    appeal: r.appeal,
    proposals: r.proposals,
    registrar: r.registrar,
    leaderGone: r.leaderGone,
  };
}

const variantKinds = new Set<string>(variantTaskSchemas.map((x) => x.shape.kind.def.values[0]!));

/** The variants' decision waiting (under any draws), if any. */
function variantStep(s: FreeAtLastState): VariantTask | null {
  return (topmost(s.tasks, (t) => variantKinds.has(t.kind)) as VariantTask | undefined) ?? null;
}

/** The public variant view; undefined in the basic game. */
function variantView(s: FreeAtLastState): FreeAtLastView['variants'] {
  const x = s.ext;
  if (!x) return undefined;
  const c = x.challenges;
  return {
    variant: x.variant,
    historical: x.historical,
    advanced: x.advanced,
    difficulty: x.difficulty,
    teams: x.teams,
    projectReserveCount: x.projectReserve.length,
    challenges: c ? { deckCount: c.deck.length, discard: c.discard, dealt: c.dealt, byBoard: c.byBoard, inPlay: c.inPlay } : null,
    soloHeld: x.solo ? x.solo.held : null,
    step: variantStep(s),
  };
}
