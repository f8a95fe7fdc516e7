// The repertoire editor (docs/repertoire.md): one of the user's repertoires chosen, or a new one made,
// and while "add the moves I click" is on, each move clicked on the board (or in the tree) adds the
// line to the start to it, through the same store as `repertoire add`: your colour's move is the
// chosen one (another one replaces it only when the user confirms), the other colour's a prepared
// reply. The moves it holds at the board's position are marked in the tree and can be taken out.

import {$, element, count} from './dom.js';
import {address, postJson} from './api.js';
import {state, movesText} from './state.js';
import {show} from './app.js';

/** The repertoire chosen, and whether clicked moves go into it. */
const editing = {name: '', recording: false, status: ''};

/** The last edit's outcome, kept over the panel's redrawing. */
function say(text) {
  editing.status = text;
  if ($('own-status')) $('own-status').textContent = text;
}

function sizeText(r) {
  return `${count(r.moves, 'move')}, ${count(r.positions_to_answer, 'position')} to answer`;
}

/** Adds the line {@code moves} (from the start) to the repertoire edited; asks before replacing a move of yours. */
async function record(moves) {
  // Closing the panel stops the recording.
  if (!$('own-panel').open) return;
  const sent = {repertoire: editing.name, moves};
  try {
    let done;
    try {
      done = await postJson('/api/repertoires/add', sent);
    } catch (e) {
      // The server's refusal names the command line's option; the page asks instead.
      e.message = e.message.replace(/; --replace .*$/, '');
      if (!e.replace || !window.confirm(`${e.message}.\n\nReplace it (and drop what only the old move led to)?`)) throw e;
      done = await postJson('/api/repertoires/add', {...sent, replace: true});
    }
    say(`${moves}: ${count(done.added, 'move')} added${done.dropped ? `, ${count(done.dropped, 'move')} dropped` : ''}; `
      + `'${done.repertoire.name}' has ${sizeText(done.repertoire)}.`);
  } catch (e) {
    say(`${moves} not added: ${e.message}`);
  }
}

/** Takes {@code move} at the board's position, and what only it reached, out of the repertoire. */
async function takeOut(move) {
  const moves = movesText() + move;
  try {
    const done = await postJson('/api/repertoires/remove', {repertoire: editing.name, moves});
    say(`${moves}: ${count(done.dropped, 'move')} taken out; '${done.repertoire.name}' has ${sizeText(done.repertoire)}.`);
  } catch (e) {
    say(`${move} not taken out: ${e.message}`);
  }
  reload();
}

/** Asks the panel's answer again (the position is the same, its moves are not). */
function reload() {
  delete $('own-body').dataset.path;
  show(false);
}

/** Marks the moves the repertoire holds at the position in the tree's rows and on the board, when they show it. */
export function markMine() {
  const mine = state.mine;
  const onBoard = Boolean(mine && mine.moves === $('board').dataset.moves);
  for (const square of $('board').querySelectorAll('rect[data-square]')) {
    square.classList.toggle('mine', onBoard && mine.held.includes(square.dataset.square));
  }
  for (const row of $('tree').tBodies[0].rows) {
    const held = Boolean(mine && mine.moves === $('tree').dataset.moves
      && (row.dataset.squares || row.dataset.move).split(' ').some((s) => mine.held.includes(s)));
    row.classList.toggle('mine', held);
    if (held) row.title = `in your repertoire '${mine.name}'`;
  }
}

function atText(at) {
  const name = `'${at.repertoire.name}'`;
  if (!at.reaches) return `${name} does not reach this position.`;
  if (!at.held.length) {
    return `${name} has no move here yet${editing.recording ? ': click one on the board' : ''}.`;
  }
  return at.mine_to_move ? `${name} plays ${at.held[0]} here (marked ★ in the tree).`
    : `${name} prepares ${at.held.join(', ')} here (marked ★ in the tree).`;
}

function makeForm() {
  const form = element('form');
  form.className = 'own-new';
  const name = element('input');
  Object.assign(name, {id: 'own-name', placeholder: 'new repertoire', size: 16, maxLength: 200, autocomplete: 'off'});
  name.setAttribute('aria-label', 'Name of a new repertoire');
  const colour = element('select');
  colour.id = 'own-colour';
  colour.setAttribute('aria-label', 'The colour you play in it');
  for (const c of ['black', 'white']) {
    const option = element('option', `for ${c}`);
    option.value = c;
    colour.append(option);
  }
  const make = element('button', 'Make');
  make.id = 'own-make';
  form.append(name, colour, make);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    try {
      const made = await postJson('/api/repertoires', {name: name.value, colour: colour.value});
      editing.name = made.repertoire.name;
      editing.recording = true;
      say(`'${made.repertoire.name}' made for ${made.repertoire.colour}: the moves you click now go into it.`);
    } catch (e) {
      say(e.message);
    }
    reload();
  });
  return form;
}

function drawOwn(answer, body) {
  const pick = element('form');
  pick.className = 'own-pick';
  const choice = element('select');
  choice.id = 'own-repertoire';
  choice.setAttribute('aria-label', 'Repertoire to edit');
  choice.append(element('option', answer.repertoires.length ? 'choose a repertoire' : 'no repertoire yet'));
  choice.firstChild.value = '';
  for (const r of answer.repertoires) {
    const option = element('option', `${r.name} (${r.colour}, ${sizeText(r)})`);
    option.value = r.name;
    choice.append(option);
  }
  choice.value = editing.name;
  choice.addEventListener('change', () => { editing.name = choice.value; reload(); });
  const recording = element('label', ' add the moves I click');
  const box = element('input');
  Object.assign(box, {type: 'checkbox', id: 'own-record', checked: editing.recording, disabled: !answer.at});
  recording.prepend(box);
  box.addEventListener('change', () => { editing.recording = box.checked; reload(); });
  pick.append(choice, recording);
  const at = element('p', '', 'own-at');
  at.id = 'own-at';
  const status = element('p', editing.status, 'note');
  status.id = 'own-status';
  status.setAttribute('aria-live', 'polite');
  body.append(pick, at, status, makeForm());

  state.mine = answer.at ? {name: answer.at.repertoire.name, moves: answer.moves, held: answer.at.held} : null;
  state.recorder = answer.at && editing.recording ? record : null;
  markMine();
  if (!answer.at) {
    at.textContent = 'Choose a repertoire, or make one, then click moves on the board to add them to it.';
    return;
  }
  at.textContent = atText(answer.at);
  at.dataset.moves = answer.moves;
  if (answer.at.held.length) {
    const out = element('p', 'Take out (with what only it leads to): ', 'own-out');
    for (const move of answer.at.held) {
      const button = element('button', `${move} ×`);
      button.type = 'button';
      button.dataset.move = move;
      button.addEventListener('click', () => {
        if (window.confirm(`Take ${movesText()}${move} out of '${editing.name}'?`)) takeOut(move);
      });
      out.append(button, ' ');
    }
    body.insertBefore(out, status);
  }
}

export const ownPanel = {
  name: 'own',
  shown: () => true,
  path: () => address('/api/repertoires/at', {repertoire: editing.name, moves: movesText()}),
  draw: drawOwn,
};
