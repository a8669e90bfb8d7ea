import type { GameEvent } from '../../../../core/types.js';
import type { Organization } from '../../data/schema.js';
import type { FreeAtLastState } from '../../state/schema.js';
import { eliminatedArea, gainFailures, gainStars, onProject, supply } from '../../state/zones.js';
import { move, projectOf, redRemain, res, score, setProject } from './common.js';
import { dropResolution } from '../../state/stack.js';
import { projectCard } from '../lookup.js';

/*
 * The end of a project action: the VP tally (15.13 and its exception, 17.6, 18.2.8, 19.4–19.5),
 * success (15.16, 16.3, 17.16, 18.3.9, 19.6) and failure (15.17, 17.17, 18.3.10, 19.7, 15.17.1).
 */

/**
 * 15.13 scores the SEG cubes collected by hits this Action Round (VPs per white and blue cube); if no
 * red cube remains they are not collected and go to the supply (15.17) — cubes collected by Local
 * Figures and LDF Attorneys were scored already and stay collected.
 */
export function tallyCollected(s: FreeAtLastState, events: GameEvent[], perWhite: number, perBlue: number): FreeAtLastState {
  const r = res(s);
  const org = r.org;
  if (redRemain(projectOf(s, org))) {
    return score(s, events, org, 'segCubes', r.collected.white * perWhite + r.collected.blue * perBlue, 'SEG cubes collected');
  }
  s = move(s, events, eliminatedArea(org), supply, 'white', r.collected.white, 'not collected: no red cube remains (15.17)').state;
  return move(s, events, eliminatedArea(org), supply, 'blue', r.collected.blue, 'not collected: no red cube remains (15.17)').state;
}

/** Ends the running resolution; Overkill buttons only last for the Action Round that scored them (15.6, ruling). */
export function endResolution(s: FreeAtLastState): FreeAtLastState {
  const org = res(s).org;
  const p = s.projects[org];
  const cleared = p && p.overkill > 0 && res(s).mode !== 'supreme-court' ? setProject(s, org, { overkill: 0 }) : s;
  return dropResolution(cleared);
}

/** The Project succeeds: Freedom Marker, 1 VP per red cube left (returned to the supply), 2 Stars for Marches and Freedom Rides (16.3). */
export function succeed(s: FreeAtLastState, org: Organization, events: GameEvent[]): FreeAtLastState {
  const p = projectOf(s, org);
  const card = projectCard(s, p.card);
  const o = s.orgs[org]!;
  s = { ...s, orgs: { ...s.orgs, [org]: { ...o, freedomMarkers: { ...o.freedomMarkers, [card.type]: o.freedomMarkers[card.type] + 1 } } } };
  events.push({ type: 'project-success', org, card: p.card, freedomMarker: card.type });
  s = score(s, events, org, 'redCubes', p.cubes.red, 'red cubes remaining on a successful Project');
  s = clearProject(s, org, events, 'Project complete');
  if (card.kind === 'march' || card.kind === 'freedom-ride') {
    events.push({ type: 'star', org, count: 2, why: '16.3 Marches and Freedom Rides' });
    s = gainStars(s, org, 2);
  }
  return setProject(s, org, { stage: 'done', outcome: 'success', overkill: 0 });
}

/** All cubes left on the Project go back to the supply. */
export function clearProject(s: FreeAtLastState, org: Organization, events: GameEvent[], why: string): FreeAtLastState {
  for (const color of ['red', 'white', 'blue'] as const) s = move(s, events, onProject(org), supply, color, projectOf(s, org).cubes[color], why).state;
  return s;
}

/** The Project fails: a Failure Marker; uncollected cubes go to the supply. */
export function fail(s: FreeAtLastState, org: Organization, events: GameEvent[]): FreeAtLastState {
  events.push({ type: 'project-failure', org, card: projectOf(s, org).card });
  events.push({ type: 'failure', org, count: 1, why: 'failed Project (4.2 A)' });
  s = gainFailures(clearProject(s, org, events, 'Project failed'), org, 1);
  return setProject(s, org, { stage: 'done', outcome: 'failure', overkill: 0 });
}

/** 15.17.1, 17.17.1, 18.3.10.1 the owner cannot go on: the Project fails, every cube returns to the supply. */
/**
 * 15.16 (16.0) an A Project at its protest stage with every SEG cube collected and red cubes left is a
 * success, however the last cubes went (an event, a Local Figure): ruling, decided at the end of the
 * Action Round, as 15.17 decides a failure.
 */
export function succeedIfCollected(s: FreeAtLastState, org: Organization): { state: FreeAtLastState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const p = projectOf(s, org);
  const done = p.stage === 'protest' && p.eventLeader === null && p.cubes.white === 0 && p.cubes.blue === 0 && p.cubes.red > 0;
  return { state: done ? succeed(s, org, events) : s, events };
}

export function abandonProject(s: FreeAtLastState, org: Organization): { state: FreeAtLastState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  return { state: fail(s, org, events), events };
}
