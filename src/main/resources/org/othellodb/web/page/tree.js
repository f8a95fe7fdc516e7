// The tree of the position: the moves played from it and how they scored, and perfect play
// for positions with few empties.

import {$, element, cells, number, percent, count, signed, signedInt, years} from './dom.js';
import {ApiError, address, fetchPatiently, aborted} from './api.js';
import {state, positionQuery} from './state.js';
import {markSquare, play} from './board.js';
import {setField} from './filters.js';
import {show} from './app.js';
import {markMine} from './own.js';

/** The tree's own options, under the API's names: the fewest games a move needs, and the moves' order. */
export const TREE_OPTIONS = ['min_games', 'sort'];

export function showTreeOptions() {
  for (const name of TREE_OPTIONS) $(name).value = state.tree[name] || '';
}

export function applyTreeOptions() {
  state.tree = {};
  for (const name of TREE_OPTIONS) {
    const value = $(name).value.trim();
    if (value) state.tree[name] = value;
  }
  show();
}

/** An error in place of the tree it could not show, not beside the tree of another position or filter. */
export function failTree(e, moves) {
  $('tree').tBodies[0].replaceChildren();
  $('position-title').textContent = moves || 'Start position';
  $('position-summary').textContent = e instanceof ApiError ? e.message : `The tree could not be read: ${e.message}`;
  if (e instanceof ApiError && e.matches.length) $('position-summary').append(' ', choices(e));
  $('position-summary').classList.add('panel-error');
  $('tree').dataset.moves = moves;
  $('tree').dataset.error = 'true';
  if (!(e instanceof ApiError)) console.error(e);
}

/**
 * The players a name matched, as links: each puts the name in the filter's field and applies the
 * filters (the link's address is the same page, for a new tab).
 */
function choices(e) {
  const list = element('span', '— choose: ', 'choices');
  e.matches.forEach((name, i) => {
    const link = element('a', name);
    link.href = address('/', positionQuery({...state.tree, [e.parameter]: name}));
    link.dataset.name = name;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      setField(e.parameter, name);
      $('filters').requestSubmit();
    });
    list.append(i ? ', ' : '', link);
  });
  return list;
}

export function drawTree(t) {
  const p = t.position;
  $('position-summary').classList.remove('panel-error');
  delete $('tree').dataset.error;
  $('position-title').textContent = [t.moves || 'Start position', p.name].filter(Boolean).join(' · ');
  const side = playerSide();
  // The server's words for the filter, the same as the command line's.
  const described = (t.filter && t.filter.description) || describeFilter();
  $('position-summary').textContent = p.games === 0 ? `No game reached this position (${described}).`
    : `${count(p.games, 'game')}${years(p)} (${described}): black ${number(p.black_wins)} · draws ${number(p.draws)} · `
      + `white ${number(p.white_wins)}; black scores ${scoreText(p, 'black')}`
      + (side ? `; ${state.filter.player} (${side}) scores ${scoreText(p, side)}` : '')
      + `; mean disc difference ${signed(p.mean_disc_diff)}`
      + (p.mean_theoretical_diff === null ? '' : `; perfect play ${signed(p.mean_theoretical_diff)}`)
      + (p.games_ended_here ? `; ${number(p.games_ended_here)} ended here` : '');
  const withBook = 'book_value' in p;
  $('book-heading').classList.toggle('off', !withBook);
  $('book-legend').hidden = !withBook;
  $('exact-heading').classList.add('off');
  $('exact-legend').hidden = true;
  $('perfect-summary').hidden = true;
  if (withBook) {
    $('position-summary').textContent += p.book_value === null ? '; book: position not in the book'
      : `; book: ${signedInt(p.book_value)} for black (${BOOK_KINDS[p.book_value_kind] || p.book_value_kind})`;
  }
  $('score-heading').textContent = side ? `${side}%` : 'black%';
  $('score-heading').title = side ? `the score share of ${state.filter.player}, playing ${side}` : "black's score share";
  const body = $('tree').tBodies[0];
  body.replaceChildren();
  for (const c of t.children) {
    const row = body.insertRow();
    row.dataset.move = c.move;
    row.className = c.low_count ? 'low' : '';
    row.title = c.squares.length > 1 ? `same as ${c.squares.join(' ')}` : '';
    const [score, low, high] = scoreShare(c, side || 'black');
    cells(row, [c.low_count ? '*' : '', c.move, number(c.games), percent(c.share), resultBar(c), percent(score),
      `${percent(low)}–${percent(high)}`, signed(c.mean_disc_diff),
      signed(c.mean_theoretical_diff), '', withBook ? signedInt(c.book_score) : '', years(c).replace(/^, /, ''),
      c.name || '']);
    row.dataset.squares = c.squares.join(' ');
    row.addEventListener('click', () => play(c.move));
    row.addEventListener('mouseenter', () => markSquare(c.move, true));
    row.addEventListener('mouseleave', () => markSquare(c.move, false));
  }
  $('tree').dataset.moves = t.moves;
  markMine();
  if (state.clickedAt !== null) {
    window.othelloDb.lastClickToTreeMs = performance.now() - state.clickedAt;
    state.clickedAt = null;
  }
}

/** 'white' when the filter names a player as white: the tree is then read from the player's side. */
export function playerSide() {
  // As black, the player's share is black's, already shown.
  return state.filter.player && state.filter.as === 'white' ? 'white' : null;
}

export const Z95 = 1.959964;

/**
 * A side's score share (a win 1, a draw ½) and its 95% Wilson interval, computed from the counts
 * the same way and in the same floating point as the command line (Confidence.wilson95), so that
 * both round to the same tenth of a per cent.
 */
export function scoreShare(s, side) {
  if (!s.games) return [null, null, null];
  const wins = side === 'white' ? s.white_wins : s.black_wins;
  const n = s.games;
  const p = (wins + 0.5 * s.draws) / n;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2.0 * n)) / denominator;
  const half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
  return [p, Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function scoreText(s, side) {
  const [p, low, high] = scoreShare(s, side);
  return `${percent(p)} (${percent(low).replace('%', '')}–${percent(high)})`;
}

/** The filters in words, as the command line writes them. */
export function describeFilter() {
  const f = state.filter;
  const parts = [];
  if (f.player) parts.push(`player '${f.player}'` + (f.as ? ` as ${f.as}` : ''));
  if (f.opponent) parts.push(`opponent '${f.opponent}'`);
  if (f.tournament) parts.push(`tournament '${f.tournament}'`);
  if (f.from || f.to) parts.push(`years ${f.from || '…'}-${f.to || '…'}`);
  if (f.source) parts.push(`source '${f.source}'`);
  return parts.length ? parts.join(', ') : 'all games';
}

export function resultBar(c) {
  const bar = document.createElement('span');
  bar.className = 'bar';
  bar.title = `black ${c.black_wins} · draws ${c.draws} · white ${c.white_wins}`;
  for (const [part, n] of [['black', c.black_wins], ['draw', c.draws], ['white', c.white_wins]]) {
    const piece = document.createElement('span');
    piece.className = part;
    piece.style.width = `${(100 * n / c.games).toFixed(1)}%`;
    bar.append(piece);
  }
  return bar;
}

/** True when a player is chosen without a colour: the tree's counts are black's, the player's share is computed here. */
export function eitherColour() {
  return Boolean(state.filter.player) && !state.filter.as;
}

/**
 * The player's share of points over both colours, from the counts the tree gives with a player
 * (each game from the player's side, as tree --player counts it), the interval computed as the
 * command line computes it.
 */
export function drawEitherColour(t) {
  const player = (s) => ({games: s.player_games || 0, black_wins: s.player_wins || 0, draws: s.player_draws || 0});
  const p = player(t.position);
  if (p.games > 0) {
    $('position-summary').textContent += `; ${state.filter.player} (either colour) scores ${scoreText(p, 'black')}`;
  }
  $('score-heading').textContent = 'player%';
  $('score-heading').title = `the score share of ${state.filter.player}, with either colour`;
  const scoreCol = $('score-heading').cellIndex;
  for (const row of $('tree').tBodies[0].rows) {
    const c = t.children.find((x) => x.move === row.dataset.move);
    const [score, low, high] = scoreShare(player(c || {}), 'black');
    row.cells[scoreCol].textContent = percent(score);
    row.cells[scoreCol + 1].textContent = `${percent(low)}–${percent(high)}`;
  }
}

export const PERFECT_MAX_EMPTIES = 20;

export const BOOK_KINDS = {games: 'statistics of games', engine: 'engine search', solved: 'exact solve'};

export async function loadPerfect(seq, signal, moves) {
  $('perfect-summary').hidden = false;
  $('perfect-summary').textContent = 'Perfect play: solving…';
  try {
    const r = await fetchPatiently(address('/api/perfect', {moves}), signal,
      () => { if (seq === state.seq) $('perfect-summary').textContent = 'Perfect play: still solving…'; });
    if (seq !== state.seq) return;
    drawPerfect(r);
  } catch (e) {
    if (seq !== state.seq || aborted(e)) return;
    $('perfect-summary').textContent = 'Perfect play: ' + (e instanceof ApiError ? e.message : 'could not be solved');
  }
}

export function drawPerfect(r) {
  const byMove = new Map(r.moves_scored.map((m) => [m.move, m.black_disc_diff]));
  const best = r.moves_scored.length ? r.moves_scored[0].black_disc_diff : null;
  const col = $('exact-heading').cellIndex;
  $('exact-heading').classList.remove('off');
  $('exact-legend').hidden = false;
  const shown = new Set();
  for (const row of $('tree').tBodies[0].rows) {
    const square = (row.dataset.squares || row.dataset.move).split(' ').find((sq) => byMove.has(sq));
    const cell = row.cells[col];
    cell.classList.remove('off');
    if (square === undefined) continue;
    for (const sq of row.dataset.squares.split(' ')) shown.add(sq);
    cell.textContent = signedInt(byMove.get(square));
    cell.classList.toggle('best-exact', byMove.get(square) === best);
  }
  const unplayed = r.moves_scored.filter((m) => !shown.has(m.move)).map((m) => `${m.move} ${signedInt(m.black_disc_diff)}`);
  const bestMoves = r.moves_scored.filter((m) => m.black_disc_diff === best).map((m) => m.move);
  $('perfect-summary').textContent = r.to_move === null ? '' : `Perfect play (${r.empties} empties, solved): `
    + `black ${signedInt(r.black_disc_diff)} with ${bestMoves.join(' or ')}`
    + (unplayed.length ? `; moves no game played: ${unplayed.join(', ')}` : '');
  $('perfect-summary').dataset.moves = r.moves;
}
