import type { Goal } from '../data/schema.js';
import { board, isFree, nameOf } from './lookups.js';
import { auto, type C, type Handler } from './tasks.js';
import { drawTask } from './draw.js';
import { advanceFreedom, changeCity, moveNonviolence, put } from './updates.js';

/*
 * 2.1 Integration markers (at most one S, A and V per city) and 10.0.1 free cities: a city with all
 * three is free — no mass arrests there — and gives its reward at once: B units placed in any city,
 * an Ops bonus for a later card, cards drawn, the Freedom Track (Alabama) or Non-violence
 * (Mississippi).
 */

/** 2.1 Places an integration marker; a city that becomes free gives its reward (10.0.1). */
export function placeMarker(ctx: C, city: string, goal: Goal): void {
  if (ctx.state.cities[city]!.m[goal]) return;
  changeCity(ctx, city, (c) => ({ ...c, m: { ...c.m, [goal]: true } }));
  ctx.emit({ type: 'marker', city, goal });
  if (isFree(ctx.state, city)) ctx.push({ kind: 'freeCity', city });
}

export const freeCityTasks: { freeCity: Handler<'freeCity'> } = {
  freeCity: auto<'freeCity'>((ctx, t) => {
    ctx.pop();
    const reward = board(ctx.state).city.get(t.city)!.reward;
    ctx.emit({ type: 'freeCity', city: t.city, reward: reward.kind, n: reward.n });
    if (reward.kind === 'units') ctx.push({ kind: 'place', seat: 'civilRights', unit: 'B', left: reward.n, state: null });
    if (reward.kind === 'ops') put(ctx, 'opsBonus', ctx.state.opsBonus + reward.n);
    if (reward.kind === 'cards') ctx.push(drawTask('civilRights', reward.n));
    if (reward.kind === 'freedom') advanceFreedom(ctx, reward.n, `free city ${nameOf(ctx.state, 'city', t.city)}`);
    if (reward.kind === 'nonviolence') moveNonviolence(ctx, reward.n, `free city ${nameOf(ctx.state, 'city', t.city)}`);
  }),
};
