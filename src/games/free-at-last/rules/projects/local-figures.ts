import type { Activation, Effect, LocalFigure, Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../schema.js';
import { eliminatedArea, onProject, supply, xValue } from '../zones.js';
import { gainFailures, gainStars, moveX } from '../updates.js';
import { move, projectOf, score } from './common.js';
import type { FalCtx } from '../tasks.js';
import type { PlayedCard } from './contract.js';
import { projectCard } from '../lookup.js';

/*
 * Local Figures (3.6.2, 15.2, 17.5, 18.2.7): activated by the card(s) played (colour, rank, rank and
 * colour) or by the set size at mobilization; their cube and X effects apply before any die is rolled.
 */

/** Whether an activation by the card played is met by any of the cards (14.5: any of the cards played). */
export function activatedByCards(a: Activation, cards: readonly PlayedCard[]): boolean {
  switch (a.by) {
    case 'color':
      return cards.some((c) => c.color === a.color);
    case 'rank':
      return cards.some((c) => c.rank === a.rank);
    case 'rank-and-color':
      return cards.some((c) => c.rank === a.rank && c.color === a.color);
    default:
      return false;
  }
}

/** The Project's Local Figures still in play (18.2.5 the Klan may eliminate one). */
export function figuresOf(s: FreeAtLastState, org: Organization): LocalFigure[] {
  const p = projectOf(s, org);
  return projectCard(s, p.card).localFigures.filter((f) => !p.lostLocalFigures.includes(f.name));
}

/** Local Figures activated by the cards played this Action Round; 18.3.7 a Registrar only by cards played to advance at the courthouse. */
export function figuresActivated(s: FreeAtLastState, org: Organization, cards: readonly PlayedCard[], side?: LocalFigure['side']): LocalFigure[] {
  const atCourthouse = projectOf(s, org).stage === 'courthouse';
  return figuresOf(s, org).filter((f) => activatedByCards(f.activation, cards) && (!f.registrar || atCourthouse) && (side === undefined || f.side === side));
}

/** 3.6.1 whether an X move helps the movement: red up, white or blue down. */
function helpsMovement(e: Extract<Effect, { kind: 'moveX' }>): boolean {
  return e.die === 'red' ? e.direction === 'up' : e.direction === 'down';
}

/** Applies one cube or X effect to `org`'s Project, logging events; other effects leave the state as it is. */
export function projectEffect(ctx: FalCtx, org: Organization, effect: Effect): void {
  switch (effect.kind) {
    case 'collectSeg': {
      // 15.2 collected SEG cubes are scored at once (1 VP white, 2 VP blue)
      const moved = move(ctx, onProject(org), eliminatedArea(org), effect.color, effect.count, 'collected');
      return score(ctx, org, 'segCubes', moved * (effect.color === 'blue' ? 2 : 1), 'SEG cubes collected');
    }
    case 'removeRed':
      move(ctx, onProject(org), eliminatedArea(org), 'red', effect.count, 'removed');
      return;
    case 'addRed':
      move(ctx, supply, onProject(org), 'red', effect.count, 'added');
      return;
    case 'addSeg':
      move(ctx, supply, onProject(org), effect.color, effect.count, 'added');
      return;
    case 'moveX':
      moveX(ctx, effect.die, effect.direction);
      ctx.emit({ type: 'xMove', die: effect.die, direction: effect.direction, value: xValue(ctx.state, effect.die) });
      return;
    default:
      return;
  }
}

/**
 * Applies the effects of activated Local Figures. `reward`: 3.6.2.1, 4.0 F, 4.2 C — in the Action
 * Rounds a Civil Rights figure moving X in the movement's favour gives a Star, a SEG figure moving it
 * against gives a Failure Marker (none at mobilization). `picketing`: 14.5.1 no blue cube is collected.
 */
export function applyFigures(ctx: FalCtx, org: Organization, figures: readonly LocalFigure[], reward: boolean, picketing = false): void {
  for (const f of figures) {
    ctx.emit({ type: 'localFigure', org, name: f.name, side: f.side });
    for (const e of f.effects) {
      // 14.5.1 Local Figures do not collect blue cubes when Picketing
      if (picketing && e.kind === 'collectSeg' && e.color === 'blue') continue;
      projectEffect(ctx, org, e);
      if (!reward || e.kind !== 'moveX') continue;
      if (f.side === 'civil-rights' && helpsMovement(e)) {
        ctx.emit({ type: 'star', org, count: 1, why: f.name });
        gainStars(ctx, org, 1);
      } else if (f.side === 'seg' && !helpsMovement(e)) {
        ctx.emit({ type: 'failure', org, count: 1, why: f.name });
        gainFailures(ctx, org, 1);
      }
    }
  }
}

/** 3.6.2 Local Figures activated by the number of cards played to mobilize: effects at once, no reward. */
export function activateBySetSize(ctx: FalCtx, org: Organization, setSize: number): void {
  const figures = figuresOf(ctx.state, org).filter((f) => f.activation.by === 'set-size' && setSize >= f.activation.cards);
  applyFigures(ctx, org, figures, false);
}

/** Whether an activated figure lets the red die be rolled twice (15.9). */
export function figuresRollTwice(figures: readonly LocalFigure[]): boolean {
  return figures.some((f) => f.side === 'civil-rights' && f.effects.some((e) => e.kind === 'rollTwice'));
}
