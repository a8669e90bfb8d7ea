/**
 * The token of a run that owns its states (DESIGN §1 "Cheap decisions"): a playout, a simulation,
 * a search rollout. Pass one owner to every `apply`/`step` of the run (`{ owner }` in
 * `ApplyOptions`); the task machine then keeps what it copied in one apply (the state's top
 * level, its task list, the tasks and records it owned) and writes into them in place in the next
 * apply, instead of copying them again.
 *
 * The first apply of a run copies as a pure apply does ("clone once"): the state it is given is
 * never written. Each later apply writes into the state the previous apply with this owner
 * returned, so that state — and only it — must not be kept by anyone who needs it unchanged: the
 * run holds the one current state and lets the old ones go. A state that is not the owner's last
 * result (any other state, or a copy of it) is treated like the first: copied, never written.
 * Nothing of the owner is in the state; it is not JSON and is never stored. One owner serves one
 * run at a time.
 *
 * @example
 * ```ts
 * import { Owner } from 'protest-rules';
 * const owner = new Owner();
 * let s = game.setup(config, seed);
 * while (!game.isTerminal(s)) s = game.apply(s, pick(game.legalActions(s)), { validate: false, owner });
 * ```
 */
export class Owner {
  /** @internal The state the last apply with this owner returned, written in place by the next. */
  state: object | undefined = undefined;
  /** @internal That state's task list, the machine's own copy. */
  tasks: unknown[] | undefined = undefined;
  /** @internal Tasks the machine copied (`Ctx.own`) and may write again. */
  taskCopies: Set<object> | undefined = undefined;
  /** @internal Top-level records the machine copied (`Ctx.ownRecord`), by key. */
  records: Map<PropertyKey, object> | undefined = undefined;
}
