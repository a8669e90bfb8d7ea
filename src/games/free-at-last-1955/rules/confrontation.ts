import type { Side } from '../data/schema.js';
import type { Action, Confrontation, State } from '../schema.js';
import type { Task } from '../task-schema.js';
import { abilityReady, board, inEventCities, other, sideName, stateOf, nameOf } from './lookups.js';
import { auto, decision, chance, window, type C, type Handler } from './tasks.js';
import { defenders, line } from './crt.js';
import { placeMarker } from './free-cities.js';
import { advanceFreedom, change, changeCity, changeLeader, moveNonviolence, pile, put, takeFromHand } from './updates.js';
import { dieOutcomes } from './dice.js';

/*
 * 7.1 The sequence of a confrontation: the attacker's leader and city (and a protest's goal) are
 * announced; the defender names his leader (3.3) and may try to avoid it (7.2, avoidance.ts); the
 * attacker declares media attention and plays confrontation cards, then the defender (6.5); the media
 * roll (7.1.1); each side's die on the CRT (crt.ts); K units may strike the protest's leader (9.0);
 * losses (losses.ts); then the winner: a won protest advances the Freedom Track and places its
 * marker, a won attack by the segregationist moves Non-violence toward abandoned (2.5); confrontation
 * cards are kept by the winner and lost by the loser, by both on a tie (7.0.2).
 */

/** The confrontation under way (only called while one is). */
export const confOf = (s: State): Confrontation => s.conf!;
const defender = (c: Confrontation): Side => other(c.attacker);

/** Changes the confrontation under way. */
export function changeConf(ctx: C, f: (c: Confrontation) => Confrontation): void {
  put(ctx, 'conf', f(confOf(ctx.state)));
}

/** The kinds of the tasks of a confrontation's sequence, dropped when it is avoided. */
export const CONFRONTATION_KINDS: readonly Task['kind'][] = ['confLeader', 'confAvoid', 'avoidRoll', 'avoidMove', 'confCards', 'mediaRoll', 'confRoll', 'klanRoll', 'confResolve', 'losses', 'confEnd'];

/** 4.4 May the side's leader in the confrontation use his die-modifier ability now? */
function abilityOffered(s: State, seat: Side): boolean {
  const c = confOf(s);
  const leader = seat === c.attacker ? c.leader : c.defLeader;
  return leader !== null && c.abilities[seat] === 0 && abilityReady(s, leader, 'drm');
}

/** 6.5 What one side may do in the confrontation card window. */
function cardOffers(s: State, seat: Side): Action[] {
  const c = confOf(s);
  const out: Action[] = [];
  if (seat === c.attacker && !c.media) out.push({ type: 'media' });
  if (abilityOffered(s, seat)) out.push({ type: 'ability' });
  for (const card of s.hands[seat]) out.push({ type: 'card', card });
  out.push({ type: 'done' });
  return out;
}

/** 7.0.2 Who won: the side that inflicted more losses, or a tie. */
function winnerOf(c: Confrontation): Side | 'tie' {
  const i = c.inflicted!;
  return i.civilRights === i.segregationist ? 'tie' : i.civilRights > i.segregationist ? 'civilRights' : 'segregationist';
}

/** 10.2 A won protest completes the open Freedom Events it matches. */
function freedomEvents(ctx: C, c: Confrontation): void {
  const s = ctx.state;
  for (const [id, status] of Object.entries(s.freedomEvents)) {
    const f = board(s).freedomEvent.get(id)!;
    if (status !== 'open' || f.goal !== c.goal) continue;
    if (!inEventCities(s, f, c.city)) continue;
    change(ctx, 'freedomEvents', (fe) => ({ ...fe, [id]: 'won' }));
    ctx.emit({ type: 'freedomEventWon', event: id, name: f.name });
  }
}

export const confrontationTasks: {
  confront: Handler<'confront'>;
  confLeader: Handler<'confLeader'>;
  confCards: Handler<'confCards'>;
  mediaRoll: Handler<'mediaRoll'>;
  confRoll: Handler<'confRoll'>;
  confResolve: Handler<'confResolve'>;
  confEnd: Handler<'confEnd'>;
} = {
  confront: auto<'confront'>((ctx, t) => {
    ctx.pop();
    put(ctx, 'conf', {
      attacker: t.attacker, city: t.city, goal: t.goal, leader: t.leader, defLeader: null, media: false, mediaResult: null, avoidFailed: false,
      cards: { civilRights: [], segregationist: [] }, abilities: { civilRights: 0, segregationist: 0 }, rolls: { civilRights: null, segregationist: null }, inflicted: null,
    });
    ctx.emit({ type: 'confrontation', attacker: t.attacker, kind: t.attacker === 'civilRights' ? 'protest' : 'mass arrest', city: t.city, goal: t.goal, leader: t.leader });
    const att = t.attacker;
    ctx.push(
      { kind: 'confLeader' },
      { kind: 'confAvoid' },
      { kind: 'confCards', seats: [att, other(att)] },
      { kind: 'mediaRoll' },
      { kind: 'confRoll', side: att },
      { kind: 'confRoll', side: other(att) },
      { kind: 'confResolve' },
    );
  }),
  // 3.3 one leader defends: the defender chooses when several stand in the city
  confLeader: decision<'confLeader'>({
    seat: (s) => defender(confOf(s)),
    // one defender (or none) defends without a choice
    options: (s) => {
      const leaders = defenders(s, confOf(s));
      return leaders.length > 1 ? leaders.map((leader) => ({ type: 'leader', leader })) : [];
    },
    answer(ctx, _t, a) {
      if (a.type !== 'leader') return;
      ctx.pop();
      changeConf(ctx, (c) => ({ ...c, defLeader: a.leader }));
    },
    none(ctx) {
      ctx.pop();
      const only = defenders(ctx.state, confOf(ctx.state))[0] ?? null;
      changeConf(ctx, (c) => ({ ...c, defLeader: only }));
    },
    prompt: (s) => `${sideName(defender(confOf(s)))}: which leader defends ${nameOf(s, 'city', confOf(s).city)}? (3.3)`,
    ask: (s) => ({ decision: 'confLeader', city: confOf(s).city, attacker: confOf(s).leader }),
  }),
  confCards: window<'confCards'>({
    offers: (s, _t, seat) => cardOffers(s, seat as Side),
    answer(ctx, _t, seat, a) {
      const side = seat as Side;
      if (a.type === 'media') {
        changeConf(ctx, (c) => ({ ...c, media: true }));
        ctx.emit({ type: 'media', seat });
        return 'again';
      }
      if (a.type === 'ability') {
        const c = confOf(ctx.state);
        const leader = (side === c.attacker ? c.leader : c.defLeader)!;
        const ability = board(ctx.state).leader.get(leader)!.ability;
        if (ability.per !== 'always') changeLeader(ctx, leader, (l) => ({ ...l, used: true }));
        changeConf(ctx, (x) => ({ ...x, abilities: { ...x.abilities, [side]: ability.n } }));
        ctx.emit({ type: 'ability', leader, drm: ability.n });
        return 'again';
      }
      if (a.type === 'card') {
        takeFromHand(ctx, side, a.card);
        changeConf(ctx, (c) => ({ ...c, cards: { ...c.cards, [side]: [...c.cards[side], a.card] } }));
        ctx.emit({ type: 'confrontationCard', seat, card: a.card });
        return 'again';
      }
      return 'next';
    },
    ask: (s) => ({ decision: 'confCards', city: confOf(s).city }),
    prompt: (s, _t, seat) =>
      `${sideName(seat as Side)}: ${seat === confOf(s).attacker ? 'ask for media attention, ' : ''}play confrontation cards${abilityOffered(s, seat as Side) ? ', use your leader’s ability' : ''}, or done (7.1, 6.5)`,
    explain: (_s, _t, _seat, a) => (a.type === 'media' ? { reason: 'Only the attacker asks for media attention, once', rule: '7.1.1' } : a.type === 'card' ? { reason: 'Confrontation cards come from your hand', rule: '6.5' } : undefined),
  }),
  // 7.1.1 1–2 low attention, 5–6 high, else normal
  mediaRoll: chance<'mediaRoll'>({
    when: (s) => confOf(s).media,
    outcomes: dieOutcomes,
    answer(ctx, _t, a) {
      if (a.type !== 'die') return;
      ctx.pop();
      const { mediaLow, mediaHigh } = board(ctx.state).set.counts;
      const result = a.face <= mediaLow ? 'low' : a.face >= mediaHigh ? 'high' : 'normal';
      changeConf(ctx, (c) => ({ ...c, mediaResult: result }));
      ctx.emit({ type: 'mediaRoll', face: a.face, result });
    },
    prompt: () => 'the media attention die is rolled (7.1.1)',
    ask: (s) => ({ chance: 'die', die: 'media', city: confOf(s).city }),
  }),
  confRoll: chance<'confRoll'>({
    outcomes: dieOutcomes,
    answer(ctx, t, a) {
      if (a.type !== 'die') return;
      ctx.pop();
      changeConf(ctx, (c) => ({ ...c, rolls: { ...c.rolls, [t.side]: a.face } }));
      ctx.emit({ type: 'confrontationRoll', seat: t.side, face: a.face });
      // 9.0 an original 6 of a civil rights leader's protest in a state with K units: the Klan strikes
      const c = confOf(ctx.state);
      const state = stateOf(ctx.state, c.city);
      if (t.side === 'civilRights' && c.attacker === 'civilRights' && a.face === 6 && (ctx.state.klan[state] ?? 0) > 0) ctx.push({ kind: 'klanRoll', state });
    },
    prompt: (_s, t) => `the ${sideName(t.side)} confrontation die is rolled (7.1)`,
    ask: (s, t) => ({ chance: 'die', die: 'confrontation', for: t.side, city: confOf(s).city }),
  }),
  confResolve: auto<'confResolve'>((ctx) => {
    ctx.pop();
    const s = ctx.state;
    const c = confOf(s);
    const cr = line(s, c, 'civilRights', c.rolls.civilRights!);
    const seg = line(s, c, 'segregationist', c.rolls.segregationist!);
    changeConf(ctx, (x) => ({ ...x, inflicted: { civilRights: cr.losses, segregationist: seg.losses } }));
    ctx.emit({ type: 'crt', civilRights: cr, segregationist: seg });
    const att = c.attacker;
    const def = other(att);
    const inflictedBy = { civilRights: cr.losses, segregationist: seg.losses };
    ctx.push({ kind: 'losses', side: def, left: inflictedBy[att] }, { kind: 'losses', side: att, left: inflictedBy[def] }, { kind: 'confEnd' });
  }),
  confEnd: auto<'confEnd'>((ctx) => {
    ctx.pop();
    const c = confOf(ctx.state);
    const won = winnerOf(c);
    // 7.0.2 confrontation cards: the winner keeps his in front; a loser (both on a tie) loses his
    for (const side of ['civilRights', 'segregationist'] as const) {
      if (won === side) change(ctx, 'inFront', (f) => ({ ...f, [side]: [...f[side], ...c.cards[side]] }));
      else {
        for (const card of [...ctx.state.inFront[side], ...c.cards[side]]) pile(ctx, 'removed', card);
        change(ctx, 'inFront', (f) => ({ ...f, [side]: [] }));
      }
    }
    ctx.emit({ type: 'confrontationWon', winner: won, city: c.city });
    if (won === 'civilRights' && c.attacker === 'civilRights') {
      advanceFreedom(ctx, 1, 'protest won (2.4)');
      const city = ctx.state.cities[c.city]!;
      // 2.3.1 a won protest in a stronghold city without segregationist units destroys the stronghold
      if (board(ctx.state).city.get(c.city)!.stronghold > 0 && !city.ns && city.u.P + city.u.W === 0) {
        changeCity(ctx, c.city, (x) => ({ ...x, ns: true }));
        ctx.emit({ type: 'noStronghold', city: c.city });
      }
      freedomEvents(ctx, c);
      placeMarker(ctx, c.city, c.goal!);
    } else if (won === 'segregationist') moveNonviolence(ctx, -1, 'confrontation won by the segregationist (2.5)');
    else if (won === 'civilRights' && ctx.state.overcome) advanceFreedom(ctx, 1, 'mass arrest won with We Shall Overcome (2.5)');
    put(ctx, 'conf', null);
  }),
};
