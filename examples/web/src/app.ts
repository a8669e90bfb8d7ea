import { forcedAction, history, isChoiceGroup, type BaseAction, type BaseState, type Choice, type Game, type History, type SyncBot } from 'protest-rules';
import { h } from './dom.js';

/*
 * The reference browser client: one game in the page, hot-seat (several seats played by people at
 * one screen) plus bots. The board is drawn from the view of the person to move; the choices are the
 * game's grouped move tree (`game.choices`); forced decisions are answered by `forcedAction`; undo
 * and redo are the core `history`'s; the log is every action and event in words.
 */

/** What a game's page gives the client. */
export interface ClientSpec<S extends BaseState, A extends BaseAction, V> {
  readonly game: Game<S, A, any, V, any, any>;
  /** The configs a person can pick (e.g. Chicago '68's two-side game and solo), by label. */
  readonly configs: readonly { readonly label: string; readonly config: Record<string, unknown> }[];
  /** The game's bot for the seats no person plays. */
  readonly bot: (seed: number) => SyncBot<A, V>;
  /** Draws the board from a view. */
  readonly board: (view: V) => Node;
  /** The names a log line may start with to say who acted for `seat` (default: the seat, in words). */
  readonly actors?: (seat: string) => readonly string[];
}

/** A seat id in words: `civilRights` → `civil rights`. */
const inWords = (seat: string): string => seat.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

declare global {
  interface Window {
    /** For tests and tools: the view of the person being asked, or null (read only). */
    protestClient?: { readonly view: () => unknown };
  }
}

const params = new URLSearchParams(location.search);
/** Milliseconds between bot moves (`?delay=0` for tests). */
const delay = Number(params.get('delay') ?? 300);

export function startClient<S extends BaseState, A extends BaseAction, V>(spec: ClientSpec<S, A, V>): void {
  const { game } = spec;
  const root = document.getElementById('app')!;
  let configIndex = Number(params.get('config') ?? 0);
  let seed = Number(params.get('seed') ?? 1);
  let persons = new Set<string>();
  let hist: History<S, A>;
  let bots = new Map<string, SyncBot<A, V>>();
  let opened: Choice<A>[][] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The last 60 lines of the log, and how many lines it has had. */
  const logLines: string[] = [];
  let logged = 0;
  const autoForced = h('input', { type: 'checkbox', id: 'auto-forced', checked: '' });

  const config = (): Record<string, unknown> => spec.configs[configIndex]!.config;

  function newGame(): void {
    clearTimeout(timer);
    const seats: string[] = game.players(config());
    const asked = params.get('persons');
    if (persons.size === 0 || ![...persons].every((p) => seats.includes(p))) persons = new Set(asked ? asked.split(',').filter((p) => seats.includes(p)) : seats.slice(0, 1));
    bots = new Map(seats.map((s, i) => [s, spec.bot(seed + i + 1)]));
    const started = game.start(config(), seed);
    hist = history(game, started.state);
    logLines.length = 0;
    logged = 0;
    log(`New game of ${game.title}, seed ${seed}. People: ${[...persons].join(', ') || 'none'}; bots: ${seats.filter((s) => !persons.has(s)).join(', ') || 'none'}.`);
    for (const e of started.events) log(`  · ${game.describeEvent(e)}`);
    opened = [];
    advance();
  }

  function log(line: string): void {
    logged++;
    logLines.push(line);
    if (logLines.length > 60) logLines.shift();
  }

  /** The line of an action in the log, saying who acted. */
  function says(who: string, line: string): string {
    const names = spec.actors?.(who) ?? [who, inWords(who)];
    return names.some((n) => line.toLowerCase().startsWith(`${n.toLowerCase()} `)) ? line : `${who}: ${line}`;
  }

  /** Takes one decision and moves on. */
  function take(action: A): void {
    const before = hist.state;
    const who = game.toMove(before) ?? 'chance';
    const r = hist.step(action);
    log(says(who, game.describe(before, action)));
    for (const e of r.events) log(`  · ${game.describeEvent(e)}`);
    hist = r.history;
    opened = [];
    advance();
  }

  /** Bots and forced decisions play on (one step per tick, so that the page stays live); a person is asked. */
  function advance(): void {
    clearTimeout(timer);
    const who = game.toMove(hist.state);
    render();
    if (who === null || who === 'chance') return;
    if (!persons.has(who)) {
      timer = setTimeout(() => {
        const view = game.view(hist.state, who);
        take(bots.get(who)!.choose({ player: who, view, legal: game.legalActions(hist.state), state: hist.state }));
      }, delay);
      return;
    }
    const forced = autoForced.checked ? forcedAction(game, game.view(hist.state, who)) : null;
    if (forced !== null) timer = setTimeout(() => take(forced), 0);
  }

  /** Whether the client answers `seat`'s decision at `state` itself. */
  function isForced(state: S, seat: string): boolean {
    return autoForced.checked && forcedAction(game, game.view(state, seat)) !== null;
  }

  /** The history back at `seat`'s last decision it was asked (forced answers are taken back with it), or null. */
  function undoTo(seat: string): History<S, A> | null {
    let back = hist;
    while (back.canUndo(seat)) {
      back = back.undo(seat);
      if (!isForced(back.state, seat)) return back;
    }
    return null;
  }

  function viewer(): string | null {
    const who = game.toMove(hist.state);
    if (who !== null && persons.has(who)) return who;
    return [...persons][0] ?? null;
  }

  function render(): void {
    const who = game.toMove(hist.state);
    const seatOf = viewer();
    const view = game.view(hist.state, seatOf);
    const result = game.result(hist.state);
    const asking = who !== null && persons.has(who) && !isForced(hist.state, who);
    const options = asking ? (opened.at(-1) ?? game.choices(game.view(hist.state, who))) : [];
    const undoSeat = hist.entries.at(-1)?.by;
    const undone = undoSeat !== undefined && persons.has(undoSeat) ? undoTo(undoSeat) : null;
    const canRedo = hist.canRedo();

    root.replaceChildren(
      h('header', {}, h('h1', {}, game.title), setupBar()),
      h(
        'main',
        {},
        h('section', { id: 'board', 'aria-label': 'board' }, h('h2', {}, seatOf === null ? 'Board (spectator)' : `Board as ${seatOf} sees it`), spec.board(view)),
        h(
          'section',
          { id: 'decision', 'aria-label': 'decision' },
          result
            ? h('p', { id: 'result' }, `Game over: ${result.reason}. Winners: ${result.winners.join(', ') || 'none'}.`)
            : h('p', { id: 'prompt' }, asking ? `${who}, your decision: ${game.prompt(hist.state)}` : `${who} is thinking… (${game.prompt(hist.state)})`),
          h(
            'div',
            { id: 'choices' },
            ...options.map((c) => {
              const b = h('button', { class: isChoiceGroup(c) ? 'option group' : 'option' }, isChoiceGroup(c) ? `${c.label} …` : c.label);
              b.onclick = () => (isChoiceGroup(c) ? ((opened = [...opened, c.options as Choice<A>[]]), render()) : take(c.action));
              return b;
            }),
            opened.length > 0 ? button('back', '← back', () => ((opened = opened.slice(0, -1)), render())) : null,
          ),
          h('div', { class: 'history' }, button('undo', 'Undo', () => ((hist = undone!), (opened = []), log(`${undoSeat} takes the decision back`), advance()), undone === null), button('redo', 'Redo', () => ((hist = hist.redo()), (opened = []), log(`${hist.entries.at(-1)?.by ?? 'chance'} redoes the decision`), advance()), !canRedo)),
        ),
        h('section', { 'aria-label': 'log' }, h('h2', {}, 'Log'), h('ol', { id: 'log', start: String(logged - logLines.length + 1) }, ...logLines.map((l) => h('li', {}, l)))),
      ),
    );
    const list = root.querySelector('#log')!;
    list.scrollTop = list.scrollHeight;
  }

  function button(id: string, text: string, onclick: () => void, disabled = false): HTMLButtonElement {
    const b = h('button', { id }, text);
    b.disabled = disabled;
    b.onclick = onclick;
    return b;
  }

  function setupBar(): HTMLElement {
    const select = h('select', { id: 'config' }, ...spec.configs.map((c, i) => h('option', i === configIndex ? { value: String(i), selected: '' } : { value: String(i) }, c.label)));
    select.onchange = () => ((configIndex = Number(select.value)), (persons = new Set()), newGame());
    const seedInput = h('input', { id: 'seed', type: 'number', value: String(seed), min: '0' });
    const seats: string[] = game.players(config());
    const seatBoxes = seats.map((s) => {
      const box = h('input', persons.has(s) ? { type: 'checkbox', checked: '', 'data-seat': s } : { type: 'checkbox', 'data-seat': s });
      box.onchange = () => {
        if (box.checked) persons.add(s);
        else persons.delete(s);
        opened = [];
        advance();
      };
      return h('label', {}, box, ` ${s}`);
    });
    autoForced.onchange = () => advance();
    return h(
      'div',
      { class: 'setup' },
      h('label', {}, 'Game ', select),
      h('label', {}, ' Seed ', seedInput),
      button('new-game', 'New game', () => ((seed = Number(seedInput.value)), newGame())),
      h('span', { class: 'seats' }, ' People: ', ...seatBoxes),
      h('label', {}, ' ', autoForced, ' answer forced decisions'),
    );
  }

  window.protestClient = {
    view: () => {
      const who = game.toMove(hist.state);
      return who !== null && persons.has(who) ? game.view(hist.state, who) : null;
    },
  };
  newGame();
}
