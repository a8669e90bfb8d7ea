import type { ChallengeCard, ChallengeEffect } from '../../data/challenge-schema.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { activeProject, projectCard } from '../lookup.js';
import { projectSeam } from '../projects/project-action.js';
import type { FalCtx } from '../tasks.js';
import { gainFailures, moveX, putProject, projectWith } from '../updates.js';

/*
 * The interpreter of the Challenge effect primitives (data/challenge-schema.ts) on one Project.
 */

/** 9.12, 9.13 whether a Project Challenge (or ANY) applies to `org`'s Project: A not to Marches, M only to Marches. */
export function challengeApplies(s: FreeAtLastState, card: ChallengeCard, org: Organization): boolean {
  const p = activeProject(s, org);
  if (!p) return false;
  if (card.category === 'ANY') return true;
  const pc = projectCard(s, p.card);
  if (card.category === 'M') return pc.kind === 'march';
  if (card.category === 'A') return pc.type === 'A' && pc.kind !== 'march';
  return pc.type === card.category;
}

/** SEG cubes an effect added (for 9.15.1). */
export interface Added {
  white: number;
  blue: number;
}

/**
 * Applies one Challenge effect to `org`'s Project. Rulings: blue cubes added to an S Project already
 * past the school board put it back to Stage 1 (17.1: the board must admit the students again); a
 * lasting Challenge never removes the last red cube before the action it precedes.
 */
export function applyChallengeEffect(ctx: FalCtx, org: Organization, e: ChallengeEffect, lasting: boolean, added: Added): void {
  const p = activeProject(ctx.state, org);
  switch (e.kind) {
    case 'moveX': // 3.6.3
      ctx.emit({ type: 'xMoved', die: e.die, direction: e.direction, why: 'Challenge' });
      return moveX(ctx, e.die, e.direction);
    case 'gainFailure': // 4.2 B
      ctx.emit({ type: 'failure', org, count: e.count, why: 'failed Challenge (4.2 B)' });
      return gainFailures(ctx, org, e.count);
    case 'addSeg': {
      if (!p) return;
      const before = p.cubes[e.color];
      projectSeam.applyProjectEffect(ctx, org, e);
      const q = ctx.state.projects[org]!;
      const n = q.cubes[e.color] - before;
      added[e.color] += n;
      if (e.color === 'blue' && n > 0 && q.stage === 'school-year') putProject(ctx, org, projectWith(q, { stage: 'exam' }));
      return;
    }
    case 'removeRed': {
      if (!p) return;
      const count = lasting ? Math.min(e.count, p.cubes.red - 1) : e.count;
      if (count > 0) projectSeam.applyProjectEffect(ctx, org, { kind: 'removeRed', count });
    }
  }
}

/** Applies every effect of a Challenge to `org`'s Project; returns the SEG cubes it added. */
export function applyChallenge(ctx: FalCtx, card: ChallengeCard, org: Organization, lasting: boolean): Added {
  const added: Added = { white: 0, blue: 0 };
  for (const e of card.effects) applyChallengeEffect(ctx, org, e, lasting, added);
  return added;
}
