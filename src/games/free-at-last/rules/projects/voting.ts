import type { FreeAtLastState, ProjectAction } from '../../schema.js';
import { dieTask, discardCard, handCards, misfit, move, newRoll, once, preRoll, projectOf, redRemain, res, setProject, activatedByCards, fail, succeed } from './resolution.js';
import { ownRes } from '../updates.js';
import { hitsOf } from './dice.js';
import type { DieRoll } from '../../task-schema.js';
import { projectCard, componentsOf, eliminatedArea, onProject } from '../lookup.js';
import type { FalCtx, Handlers } from '../tasks.js';

/*
 * V Projects after the courthouse (18.3.7–18.3.10): the registrar's roll (stage 3, possibly a SEG
 * Local Figure), and the D.O.J. Staff Attorney who cancels his hits (18.3.7.2, 22.17–22.19) with an
 * appeal. The classes and courthouse stages themselves are Advance and Survive (advance.ts). One
 * push: the registrar's die, his hits, the end; the D.O.J. attorney's decision and roll go above the end.
 */

/** 18.3.7 the registrar rolls the blue die; as a SEG Local Figure activated by the cards played he escapes the –1 rule. */
function registrarRoll(ctx: FalCtx): void {
  const r = res(ctx.state);
  const p = projectOf(ctx.state, r.org);
  const registrar = projectCard(ctx.state, p.card).localFigures.find((f) => f.registrar && !p.lostLocalFigures.includes(f.name));
  const active = registrar !== undefined && activatedByCards(registrar.activation, r.cards);
  ctx.emit({ type: 'registrar', org: r.org, localFigure: registrar?.name ?? null, activated: active });
  ctx.push(dieTask(newRoll('blue', 'registrar', { exempt: active })), { kind: 'registrarHits' }, { kind: 'registrarDone' });
}
/** 22.18 the D.O.J. Staff Attorney is there if a law in effect enables him; never in Summer Projects (22.22). */
function dojAvailable(s: FreeAtLastState): boolean {
  const card = projectCard(s, projectOf(s, res(s).org).card);
  if (card.kind === 'summer') return false;
  const laws = [...s.decks.laws.S, ...s.decks.laws.A, ...s.decks.laws.V];
  return componentsOf(s).legislation.some((l) => laws.includes(l.id) && l.effects.some((e) => e.kind === 'enableDojAttorney'));
}

/** 18.3.7 each registrar hit removes a red cube; the rest is Overkill. */
function afterRegistrar(ctx: FalCtx): void {
  const org = res(ctx.state).org;
  const hits = hitsOf(0, res(ctx.state).results['registrar']);
  ctx.emit({ type: 'hits', org, side: 'registrar', hits });
  const moved = move(ctx, onProject(org), eliminatedArea(org), 'red', hits, 'failed by the registrar');
  setProject(ctx, org, { overkill: hits - moved });
  ownRes(ctx).registrar = { hits, removed: moved };
  if (hits > 0 && dojAvailable(ctx.state)) ctx.push({ kind: 'resolutionDoj' });
}

/** 22.18.1 the D.O.J. Staff Attorney's red die: +1, the –1 rule unless a blue card was played at the courthouse. */
function dojRoll(s: FreeAtLastState): DieRoll {
  return newRoll('red', 'doj', { exempt: res(s).cards.some((c) => c.color === 'blue') });
}

/** 22.18 his hits cancel the registrar's: Overkill first, then red cubes saved. 22.19 an appeal replaces the total. */
function afterDoj(ctx: FalCtx): void {
  const r = res(ctx.state);
  const org = r.org;
  const reg = r.registrar!;
  const hits = hitsOf(1, r.results['doj']);
  ctx.emit({ type: 'hits', org, side: 'doj', hits });
  const overkill = reg.hits - reg.removed;
  const cancelOverkill = Math.min(hits, overkill);
  const saved = Math.min(hits - cancelOverkill, reg.removed);
  setProject(ctx, org, { overkill: overkill - cancelOverkill });
  move(ctx, eliminatedArea(org), onProject(org), 'red', saved, 'saved by the D.O.J. Staff Attorney');
  if (saved === 0 && !r.appeal && handCards(ctx.state, org).length > 0) ctx.push({ kind: 'resolutionAppeal' });
}

/** 18.3.9–18.3.10 after the registrar: success if any red cube remains (the courthouse VPs stand either way). */
function afterStage3(ctx: FalCtx): void {
  const org = res(ctx.state).org;
  if (redRemain(projectOf(ctx.state, org))) succeed(ctx, org);
  else fail(ctx, org);
}

/** The steps of the registrar's stage (18.3.7–18.3.10, 22.18). */
export const votingSteps: Handlers<'registrarRoll' | 'registrarHits' | 'dojHits' | 'registrarDone'> = {
  registrarRoll: once(registrarRoll),
  registrarHits: once(afterRegistrar),
  dojHits: once(afterDoj),
  registrarDone: once(afterStage3),
};

/** 18.3.7.2 the owner may call the D.O.J. Staff Attorney against the registrar, or not. */
export const dojActions = (): ProjectAction[] => [{ type: 'projectDoj' }, { type: 'projectPass' }];

/** 22.18 calls the D.O.J. Staff Attorney (or declines). */
export function answerDoj(ctx: FalCtx, a: ProjectAction): void {
  ctx.pop();
  if (a.type === 'projectPass') return;
  if (a.type !== 'projectDoj') throw misfit(a, 'resolutionDoj');
  const org = res(ctx.state).org;
  ctx.emit({ type: 'dojAttorney', org });
  setProject(ctx, org, { litigationUsed: true });
  dojRolls(ctx);
}

/** 22.19 the appeal: a card discarded, the D.O.J. attorney rolls again; his new total replaces the first. */
export function answerRegistrarAppeal(ctx: FalCtx, a: ProjectAction): void {
  ctx.pop();
  if (a.type === 'projectPass') return;
  if (a.type !== 'projectAppeal') throw misfit(a, 'resolutionAppeal');
  const r = res(ctx.state);
  discardCard(ctx, r.org, a.card, 'appeal (22.19)');
  const reg = r.registrar!;
  setProject(ctx, r.org, { overkill: reg.hits - reg.removed });
  ownRes(ctx).appeal = true;
  dojRolls(ctx);
}

/** The D.O.J. attorney rolls (22.18), or rolls again on appeal (22.19); his hits follow. */
function dojRolls(ctx: FalCtx): void {
  ctx.push(preRoll([dojRoll(ctx.state)]), { kind: 'dojHits' });
}
