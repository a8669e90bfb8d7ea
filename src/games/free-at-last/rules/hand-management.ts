import type { Organization } from '../data/schema.js';
import type { FreeAtLastState } from '../schema.js';
import { activeProject, handSize } from './lookup.js';

/*
 * 9.4 Hand management: a player may pass only if his Staff could hold the cards left in his hand and
 * he no longer holds his Home Card. Ruling: once every seat has passed in a row (`deadlock`), the
 * owners of Projects still being worked on may no longer pass, so that every Turn ends.
 */

/** Whether `org` may pass its Action Round. */
export function mayPass(s: FreeAtLastState, org: Organization, preemptive: boolean): boolean {
  const o = s.orgs[org]!;
  if (preemptive || o.homeCardInHand) return false; // 10.4 a pre-emptive Action Round is taken to play
  if (o.hand.length > o.staff.length) return false;
  return !(s.flow.deadlock && activeProject(s, org) !== undefined && handSize(s, org) > 0);
}
