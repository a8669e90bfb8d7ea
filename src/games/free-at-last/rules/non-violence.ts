import type { Organization } from '../data/schema.js';
import type { NonViolence } from '../schema.js';
import { activeProject } from './lookup.js';
import { projectSeam } from './projects/project-action.js';
import type { FalCtx } from './tasks.js';
import { emptyList, listOf, updateOrg } from './updates.js';

/*
 * 3.8.2 Non-Violence Commitment Level of SNCC and CORE, lowered by By Any Means Necessary events
 * (9.8.1) and Burn, Baby, Burn!. NAACP and SCLC have no level (9.8.2, 9.8.3).
 */

const ladder: NonViolence[] = ['inter-racialism', 'black-leadership', 'black-power', 'black-separatism'];

/** 3.8.2 red cubes mobilized in addition on every new Project (ruling: once per Project, cumulative). */
export function extraRedAtMobilization(level: NonViolence | null): number {
  return level === 'black-leadership' ? 1 : level === 'black-power' || level === 'black-separatism' ? 2 : 0;
}

/** 3.8.2 blue cubes added to every new Project at Black Separatism. */
export const extraBlueOnProjects = (level: NonViolence | null): number => (level === 'black-separatism' ? 2 : 0);

/** 3.8.2 lowers `org`'s level one step with its immediate consequences. */
export function lowerNonViolence(ctx: FalCtx, org: Organization): void {
  const level = ctx.state.orgs[org]!.nonViolence;
  if (level === null || level === 'black-separatism') return; // no level, or already at the bottom (ruling)
  const next = ladder[ladder.indexOf(level) + 1]!;
  ctx.emit({ type: 'nonViolenceLowered', org, level: next });
  updateOrg(ctx, org, () => ({ nonViolence: next }));
  const onProject = activeProject(ctx.state, org) !== undefined;
  if (next === 'black-leadership' && onProject) projectSeam.applyProjectEffect(ctx, org, { kind: 'addRed', count: 1 });
  if (next === 'black-power') {
    if (onProject) projectSeam.applyProjectEffect(ctx, org, { kind: 'addRed', count: 2 });
    // every Staff Leader leaves the organization, hired or still in the cup (ruling)
    updateOrg(ctx, org, (o) => {
      // by push into lists of one kind (`listOf`, `emptyList`): a `map` of an empty list deoptimized this rare rule
      const removed = listOf(o.removedLeaders);
      for (const x of o.staff) removed.push(x.id);
      for (const id of o.staffPool) removed.push(id);
      return { removedLeaders: removed, staff: emptyList(), staffPool: emptyList() };
    });
  }
  if (next === 'black-separatism') {
    if (onProject) projectSeam.applyProjectEffect(ctx, org, { kind: 'addSeg', color: 'blue', count: 2 });
    // the available Protest Leaders leave; one already leading this Turn's Project finishes it (ruling)
    updateOrg(ctx, org, (o) => ({ removedLeaders: [...o.removedLeaders, ...o.protestLeaders], protestLeaders: emptyList() }));
  }
}
