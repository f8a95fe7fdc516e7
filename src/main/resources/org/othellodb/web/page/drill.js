// The drill panel: one of the user's repertoires asked with spaced repetition (docs/drill.md). The
// position asked is shown on the page's board; the answer is a click on one of its legal squares or
// a square typed in the panel. The server keeps no session (GET /api/drill/next, POST
// /api/drill/answer): a missed position is asked again here, and the summary is counted here.

import {$, element, number, count} from './dom.js';
import {address, fetchJson, postJson} from './api.js';
import {namePicker} from './filters.js';
import {state, parseMoves} from './state.js';
import {goToLine} from './board.js';

const SQUARE = /^[a-h][1-8]$/i;

/** The session's summary, counted as the command line's drill counts it. */
function summaryText(s) {
  const firsts = [...s.first.values()];
  const learned = [...s.last.values()].filter(Boolean).length;
  const retention = firsts.length ? `${Math.round(100 * firsts.filter(Boolean).length / firsts.length)}%` : '–';
  return `${count(s.due, 'position')} due at the start, ${number(s.asked)} asked, ${number(s.right)} right, `
    + `${number(learned)} learned, retention ${retention}`;
}

function drawDrill(answer, body) {
  if (!answer.repertoires.length) {
    body.append(element('p', 'No repertoire of yours yet: make one with othello-db repertoire new NAME '
      + '--colour black|white (docs/repertoire.md), then drill it here.', 'note'));
    return;
  }
  const start = element('form');
  start.className = 'drill-start';
  const choice = element('select');
  choice.id = 'drill-repertoire';
  choice.setAttribute('aria-label', 'Repertoire to drill');
  for (const r of answer.repertoires) {
    const option = element('option', `${r.name} (${r.colour}, ${count(r.positions_to_answer, 'position')})`);
    option.value = r.name;
    choice.append(option);
  }
  // Against one player (drill --opponent): only the replies that player played in real games.
  const against = element('label', 'against ', 'picker');
  const opponent = element('input');
  Object.assign(opponent, {id: 'drill-opponent', placeholder: 'anyone', size: 14, autocomplete: 'off'});
  opponent.setAttribute('aria-label', "Drill against one opponent's real replies (a player's name)");
  const suggestions = element('ul', null, 'suggestions');
  suggestions.id = 'drill-opponent-suggestions';
  suggestions.hidden = true;
  against.append(opponent, suggestions);
  start.append(choice, against, element('button', 'Start'));
  const prompt = element('p', '', 'drill-prompt');
  prompt.id = 'drill-prompt';
  const verdict = element('p', '', 'drill-verdict');
  verdict.id = 'drill-verdict';
  verdict.setAttribute('aria-live', 'polite');
  const reply = element('form');
  reply.className = 'drill-answer';
  reply.hidden = true;
  const typed = element('input');
  Object.assign(typed, {id: 'drill-move', placeholder: 'c3', size: 4, maxLength: 2, autocomplete: 'off', spellcheck: false});
  typed.setAttribute('aria-label', 'Your move (a square such as c3)');
  typed.setAttribute('autocapitalize', 'off');
  const stop = element('button', 'Stop');
  stop.type = 'button';
  reply.append(typed, element('button', 'Answer'), stop);
  const summary = element('p', '', 'note');
  summary.id = 'drill-summary';
  // The verdict on the last answer comes before the next question, as they happen.
  body.append(start, verdict, prompt, reply, summary);
  namePicker('drill-opponent');

  let s = null;

  function end(text) {
    state.answer = null;
    reply.hidden = true;
    prompt.textContent = text;
    prompt.dataset.moves = '';
    summary.textContent = summaryText(s);
  }

  async function ask(moves, isNew) {
    s.current = moves;
    await goToLine(parseMoves(moves));
    state.answer = {moves, give: (move) => give(move).catch(failed)};
    prompt.textContent = `${moves ? 'After ' + moves : 'The start'}, ${s.colour} to move${isNew ? ' (new)' : ''}: `
      + 'click your move on the board or type it.';
    prompt.dataset.moves = moves;
    // The answers given before this question: the browser test waits for it.
    prompt.dataset.after = String(s.asked);
    reply.hidden = false;
    typed.value = '';
    // The board asked on, and the verdict, question and answer's field under it: where the screen
    // cannot hold them all, the board's top rows give way.
    $('board').scrollIntoView({block: 'start'});
    reply.scrollIntoView({block: 'nearest'});
    typed.focus({preventScroll: true});
    summary.textContent = summaryText(s);
  }

  async function next() {
    const n = await fetchJson(address('/api/drill/next', {repertoire: s.repertoire, opponent: s.opponent}));
    if (s.due === null) s.due = n.due;
    s.colour = n.colour;
    if (n.prompt) await ask(n.prompt.moves, n.prompt.new);
    else end(`Nothing more is due in '${n.repertoire}'.`);
  }

  async function give(move) {
    if (!SQUARE.test(move)) {
      verdict.textContent = `'${move}' is not a square: type one such as c3.`;
      return;
    }
    state.answer = null;
    const moves = s.current;
    const graded = await postJson('/api/drill/answer', {repertoire: s.repertoire, moves, move});
    s.asked += 1;
    if (graded.right) s.right += 1;
    if (!s.first.has(moves)) s.first.set(moves, graded.right);
    s.last.set(moves, graded.right);
    const figures = graded.games ? ` (${count(graded.games, 'game')}, the mover scored `
      + `${Math.round(100 * graded.mover_score)}%)` : ' (no game played it)';
    verdict.className = graded.right ? 'drill-verdict right' : 'drill-verdict wrong';
    verdict.textContent = graded.right ? `Right: ${graded.expected}${figures}.`
      : `No, not ${graded.given}: the repertoire plays ${graded.expected}${figures}. Asked again.`;
    verdict.dataset.asked = String(s.asked);
    if (graded.right) await next(); else await ask(moves, false);
  }

  const failed = (e) => {
    verdict.className = 'drill-verdict wrong';
    verdict.textContent = e.message;
    // A name that matches several players: each offered, as the filters offer them.
    if (e.matches && e.matches.length) {
      verdict.textContent = `Against: '${s.opponent}' is ${count(e.matches.length, 'player')}; choose one:`;
      verdict.append(' ', choices(e.matches, (name) => { opponent.value = name; start.requestSubmit(); }));
    }
  };
  start.addEventListener('submit', (event) => {
    event.preventDefault();
    s = {repertoire: choice.value, opponent: opponent.value.trim(), due: null, asked: 0, right: 0, first: new Map(), last: new Map(), current: null, colour: ''};
    verdict.textContent = '';
    delete verdict.dataset.asked;
    next().catch(failed);
  });
  reply.addEventListener('submit', (event) => {
    event.preventDefault();
    if (state.answer) state.answer.give(typed.value.trim().toLowerCase());
  });
  stop.addEventListener('click', () => end('Stopped.'));
}

/** The players a name matched, as buttons that take one. */
function choices(names, take) {
  const list = element('span', '', 'choices');
  names.forEach((name, i) => {
    const button = element('button', name);
    button.type = 'button';
    button.dataset.name = name;
    button.addEventListener('click', () => take(name));
    list.append(i ? ' ' : '', button);
  });
  return list;
}

export const drillPanel = {
  name: 'drill',
  shown: () => true,
  path: () => '/api/repertoires',
  draw: drawDrill,
};
