import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { beginAdvance } from './advance.js';
import type { ModeOption, PlayedCard, ProjectMode, ProjectRules } from './contract.js';
import { resolutionToMove } from './task.js';
import { beginBamnBlue, beginEventLeader } from './event-leader.js';
import { beginInjunction, beginSupremeCourt } from './litigation.js';
import { activateBySetSize, projectEffect } from './local-figures.js';
import { fail, succeedIfCollected } from './outcome.js';
import { beginProtest } from './protest.js';
import { projectCard } from '../lookup.js';
import type { FalCtx } from '../tasks.js';

/*
 * The project rules (3.6, 12, 14–19, 22) behind the `ProjectRules` seam of contract.ts.
 */

/** The modes open to `org` on its own active Project (13.3, 14.5, 16.1–16.2, 17.2, 17.8, 18.1, 19.5). */
export function projectModes(s: FreeAtLastState, org: Organization): ModeOption[] {
  const p = s.projects[org];
  if (!p || p.outcome !== 'active' || p.stage === 'done') return [];
  const single = { min: 0, max: 0, rank: 'first' } as const;
  const extra = { min: 1, max: 2, rank: 'first' } as const;
  const optional = { min: 0, max: 2, rank: 'first' } as const;
  if (p.eventLeader !== null) return p.stage === 'bamn-blue' ? [{ mode: 'bamn', extraCards: single }] : [];
  const card = projectCard(s, p.card);
  const modes: ModeOption[] = [];
  switch (p.stage) {
    case 'protest':
      modes.push({ mode: 'protest', extraCards: single });
      // 14.5.1 Picketing, never in Marches or Freedom Rides (16.1); only white cubes take part (15.15)
      if (card.kind !== 'march' && card.kind !== 'freedom-ride' && p.cubes.white > 0) modes.push({ mode: 'picket', extraCards: extra });
      // 16.2, 22.14 an Injunction in a March only after a first Protest in which blue cubes scored hits; 22.2 once per Project
      if (card.kind === 'march' && p.blueHitFirstProtest && p.cubes.blue > 0 && !p.litigationUsed) modes.push({ mode: 'injunction', extraCards: single });
      break;
    case 'exam':
      modes.push({ mode: 'exam', extraCards: single });
      if (p.cubes.blue > 0 && !p.litigationUsed) modes.push({ mode: 'injunction', extraCards: single });
      break;
    case 'school-year':
    case 'classes':
    case 'courthouse':
      // 14.5.2 Federal Escorts, 14.5.3 Vote Drives
      modes.push({ mode: 'advance', extraCards: optional });
      break;
    default:
      break;
  }
  return modes;
}

/** Starts an action on `org`'s Project with the cards on the display (their SEG Reinforcements done). */
export function beginProjectAction(ctx: FalCtx, org: Organization, mode: ProjectMode, cards: readonly PlayedCard[]): void {
  if (!projectModes(ctx.state, org).some((m) => m.mode === mode)) throw new Error(`${org} cannot take a ${mode} action on its Project now`);
  switch (mode) {
    case 'protest':
    case 'picket':
    case 'exam':
      beginProtest(ctx, org, mode, cards);
      break;
    case 'advance':
      beginAdvance(ctx, org, cards);
      break;
    case 'injunction':
      beginInjunction(ctx, org, cards);
      break;
    case 'bamn':
      beginBamnBlue(ctx, org, cards);
      break;
  }
}

/** The project rules, on the handlers' ctx. */
export const projectRules: ProjectRules = {
  projectModes,
  beginProjectAction,
  beginEventLeader: (ctx, org, leader, extraCards = [], eventRank) => beginEventLeader(ctx, org, leader, extraCards, eventRank),
  beginSupremeCourt,
  activateBySetSize,
  applyProjectEffect: projectEffect,
  abandonProject: fail,
  succeedIfCollected,
  resolutionToMove,
};
