import { referenceComponents } from '../../data/components.js';
import type { Faction } from '../../data/schema.js';
import type { Task } from '../../schema.js';
import { changeCapital } from '../capital.js';
import type { CardDef } from '../card-def.js';
import { cityAreas } from '../context.js';
import { runEffects } from '../effects.js';
import { emit, unitName } from '../log.js';
import { mandateCost } from '../policy.js';
import { ask, field, pop } from '../tasks.js';
import { setCurrentTactic } from '../tactics.js';

/* Appendix 1: Mayor Actions. */

const owner = (t: Task) => field<Faction>(t, 'owner');

const authorizeBarbedWireCard: CardDef = {
  playable: (s) => s.general.wire > 0,
  run(s, t) {
    const n = Math.min(2, s.general.wire);
    s.general.wire -= n;
    s.police.wire += n;
    emit(s, { type: 'policeSupply', added: `${n} Barbed Wire` });
    pop(s, t);
  },
};

const deployOfficersCard: CardDef = {
  playable: (s) => s.capital >= 1 && s.police.reserves.p1 > 0,
  run(s, t) {
    if (s.capital < 1 || s.police.reserves.p1 === 0) return pop(s, t);
    ask(s, t, owner(t), 'DEPLOY OFFICERS: place a Lv1 Platoon for 1 Capital', [...cityAreas(s), 'done']);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    changeCapital(s, -1, 'DEPLOY OFFICERS');
    s.police.reserves.p1 -= 1;
    s.areas[option]!.u.p1 += 1;
    emit(s, { type: 'placed', units: unitName('p1'), area: option, why: 'DEPLOY OFFICERS' });
  },
};

const greasePalmsCard: CardDef = {
  playable: () => true,
  run(s, t) {
    changeCapital(s, 3, 'GREASE PALMS');
    pop(s, t);
  },
};

const mandateCard: CardDef = {
  playable: (s) => s.policySplay.some((p) => mandateCost(p.paid) <= s.capital),
  run(s, t) {
    const options = s.policySplay.filter((p) => mandateCost(p.paid) <= s.capital).map((p) => p.name);
    ask(s, t, owner(t), 'MANDATE: activate a Policy (2, 4, 6… Capital)', options.length ? [...options, 'done'] : []);
  },
  answer(s, t, option) {
    if (option === 'done') return pop(s, t);
    const p = s.policySplay.find((x) => x.name === option)!;
    changeCapital(s, -mandateCost(p.paid), `MANDATE: ${option}`);
    p.paid += 1;
    emit(s, { type: 'policy', card: option, activation: p.paid });
    const card = (s.components ?? referenceComponents).policies.find((c) => c.name === option)!;
    runEffects(s, card.effects, 'establishment', null, [], option);
  },
};

const strategyOfConfrontationCard: CardDef = {
  playable: (s) => s.tacticsDeck.length > 0,
  run(s, t) {
    ask(s, t, owner(t), 'STRATEGY OF CONFRONTATION: choose the Current Tactics card', [...s.tacticsDeck]);
  },
  answer(s, t, option) {
    pop(s, t);
    setCurrentTactic(s, option);
  },
};

const workTheMachineCard: CardDef = {
  playable: (s) => s.capital >= 3 && s.delegates.track.length < (s.components ?? referenceComponents).counts.delegateTrack,
  run(s, t) {
    changeCapital(s, -3, 'WORK THE MACHINE');
    s.delegates.track.push('blue'); // from the general supply, not the bag
    emit(s, { type: 'delegate', color: 'blue', count: 1, to: 'track', why: 'WORK THE MACHINE (no Delegate Vote this round)' });
    s.noVote = true;
    pop(s, t);
  },
};

/** Appendix 1: the Mayor's Action Cards, by name. */
export const mayorCards: Readonly<Record<string, CardDef>> = {
  'AUTHORIZE BARBED WIRE': authorizeBarbedWireCard,
  'DEPLOY OFFICERS': deployOfficersCard,
  'GREASE PALMS': greasePalmsCard,
  MANDATE: mandateCard,
  'STRATEGY OF CONFRONTATION': strategyOfConfrontationCard,
  'WORK THE MACHINE': workTheMachineCard,
};
