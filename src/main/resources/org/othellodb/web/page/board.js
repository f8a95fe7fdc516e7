// The board: its squares and turns, the move list, moving along the line.

import {$, capital} from './dom.js';
import {ApiError, address, fetchJson} from './api.js';
import {state, parseMoves, movesText, positionQuery} from './state.js';
import {show} from './app.js';

// Squares and symmetries are numbered as the server numbers them: bit 1 mirrors the columns, bit 2 the
// rows, bit 4 transposes, in that order.

export function squareIndex(name) {
  return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
}

export function squareName(index) {
  return String.fromCharCode(97 + (index & 7)) + String.fromCharCode(49 + (index >> 3));
}

export function transpose(x) {
  return (x >> 3) | ((x & 7) << 3);
}

export function applySymmetry(s, x) {
  if (s & 1) x ^= 7;
  if (s & 2) x ^= 56;
  if (s & 4) x = transpose(x);
  return x;
}

/** The symmetry that applies s, then t. */
export function compose(s, t) {
  for (let k = 0; k < 8; k++) {
    let same = true;
    for (let x = 0; x < 64 && same; x++) {
      same = applySymmetry(k, x) === applySymmetry(t, applySymmetry(s, x));
    }
    if (same) return k;
  }
  throw new Error('symmetries not closed');
}

export function inverseOf(s) {
  for (let t = 0; t < 8; t++) {
    if (compose(s, t) === 0) return t;
  }
  throw new Error('no inverse');
}

/** An error in place of the board it could not draw, not beside an older board. */
export function failBoard(e) {
  const message = document.createElement('p');
  message.className = 'panel-error';
  message.textContent = e instanceof ApiError ? e.message : `The board could not be drawn: ${e.message}`;
  $('board').replaceChildren(message);
  $('board').dataset.moves = '';
  $('to-move').textContent = '';
  if (!(e instanceof ApiError)) console.error(e);
}

export function drawBoard(svg, pos, view) {
  $('board').replaceChildren(svg);
  $('board').dataset.moves = pos.moves;
  $('board').dataset.view = view;
  for (const square of $('board').querySelectorAll('rect.legal')) {
    // While the drill asks this position, a click answers it instead of playing.
    square.addEventListener('click', () => (state.answer && state.answer.moves === movesText()
      ? state.answer.give(square.dataset.square) : play(square.dataset.square)));
  }
  const discs = `● ${pos.black_discs}  ○ ${pos.white_discs}`;
  $('to-move').textContent = pos.game_over ? `Game over · ${discs}`
    : `${capital(pos.to_move)} to move${pos.must_pass ? ' (must pass)' : ''} · ${discs}`;
}

/** The download link: the board as shown (moves, view), captioned with the game when one is open. */
export function updateDownload() {
  $('download').href = address('/api/diagram.svg', {moves: movesText(), view: state.view || null,
    game: state.game ? state.game.json.id : null, no_dots: $('dots').checked ? null : true});
  // The handout of the position under the page's filters: the page report --format html writes.
  $('handout').href = address('/handout', positionQuery());
}

export function drawMoveList() {
  updateDownload();
  // The line at the cursor, to copy; not while the user types one.
  if (document.activeElement !== $('line-input')) $('line-input').value = movesText();
  const list = $('move-list');
  list.replaceChildren();
  state.line.forEach((move, i) => {
    const item = document.createElement('li');
    item.textContent = move;
    item.className = i < state.cursor ? (i === state.cursor - 1 ? 'played current' : 'played') : 'ahead';
    item.addEventListener('click', () => goTo(i + 1));
    list.append(item);
  });
  $('back').disabled = $('start').disabled = state.cursor === 0;
  $('forward').disabled = $('end').disabled = state.cursor >= state.line.length;
}

export function markSquare(move, on) {
  const square = $('board').querySelector(`rect[data-square="${move}"]`);
  if (square) square.classList.toggle('marked', on);
}

/** Plays a move from the position at the cursor: the line's next move, or a new branch. */
export function play(move) {
  state.clickedAt = performance.now();
  if (state.line[state.cursor] === move) {
    state.cursor++;
  } else {
    state.line = [...state.line.slice(0, state.cursor), move];
    state.cursor = state.line.length;
    state.game = null;
    $('game-panel').hidden = true;
  }
  state.gamesOffset = 0;
  // While a repertoire is edited, the move goes into it before the position is shown.
  if (state.recorder) state.recorder(movesText()).then(() => show());
  else show();
}

export function goTo(cursor) {
  const to = Math.max(0, Math.min(state.line.length, cursor));
  if (to === state.cursor) return;
  state.clickedAt = performance.now();
  state.cursor = to;
  state.gamesOffset = 0;
  show();
}

/** Shows the position after {@code line}, a new line (the game being replayed is closed). */
export function goToLine(line) {
  state.line = line;
  state.cursor = line.length;
  state.game = null;
  $('game-panel').hidden = true;
  state.gamesOffset = 0;
  state.clickedAt = performance.now();
  return show();
}

/**
 * Goes to a line typed or pasted in the moves field: squares one after another, in any case, with
 * or without spaces, commas or move numbers ("f5 d6 c3", "1. F5 2. D6"). Moves that stop being
 * legal go as far as they are legal, saying why.
 */
export async function goToTyped(text) {
  const squares = text.replace(/\d+\.|[\s,;-]+/g, '');
  if (!/^([a-h][1-8])*$/i.test(squares)) {
    throw new ApiError(`The moves '${text.trim()}' are not squares one after another (like f5d6c3).`);
  }
  const {line, problem} = await legalPrefix(parseMoves(squares));
  await goToLine(line);
  $('line-input').value = line.join('');
  if (problem) {
    throw new ApiError(`The moves '${text.trim()}': ${problem}; showing the position after `
      + `${line.length ? line.join('') : 'none of them'}.`);
  }
}

/**
 * The longest legal beginning of {@code line} and, when it is shorter, the server's reason (the
 * page does not know the rules). A line that is legal up to a move is legal up to every earlier
 * one, so a few halvings find where it stops.
 */
export async function legalPrefix(line) {
  const legal = async (length) => {
    try {
      await fetchJson(address('/api/position', {moves: line.slice(0, length).join('')}));
      return null;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return e;
    }
  };
  const refused = await legal(line.length);
  if (refused === null) return {line, problem: null};
  let good = 0;
  let bad = line.length;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (await legal(middle) === null) good = middle; else bad = middle;
  }
  return {line: line.slice(0, good), problem: refused.message};
}

export function turnView(symmetry) {
  state.view = compose(state.view, symmetry);
  show(false);
}

export function keys(event) {
  if (event.target.closest('input, select, textarea')) return;
  const moves = {ArrowLeft: state.cursor - 1, ArrowRight: state.cursor + 1, Home: 0, End: state.line.length};
  if (event.key in moves) {
    event.preventDefault();
    goTo(moves[event.key]);
  }
}
