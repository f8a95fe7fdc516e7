// A game replayed from the position, and its endgame against perfect play.

import {$, svgElement, number, count, signedInt} from './dom.js';
import {ApiError, address, fetchJson, fetchPatiently} from './api.js';
import {state, parseMoves, movesText} from './state.js';
import {squareIndex, squareName, applySymmetry, compose, inverseOf, goTo} from './board.js';
import {show} from './app.js';

/**
 * Replays a game from the position at the cursor. The game reached this position, perhaps by
 * another move order and in another orientation: its moves are turned into the board's orientation
 * (through the canonical image both positions share) so that stepping on follows the game.
 */
export async function openGame(id) {
  const g = await fetchJson(`/api/game/${id}`);
  const moves = parseMoves(g.moves);
  const ply = state.cursor;
  let map = 0;
  let line = parseMoves(g.moves_from_f5);
  let cursor = 0;
  if (ply > 0 && ply <= moves.length) {
    const [here, there] = await Promise.all([fetchJson(address('/api/position', {moves: movesText()})),
      fetchJson(address('/api/position', {moves: moves.slice(0, ply).join('')}))]);
    if (here.canonical_key === there.canonical_key) {
      map = compose(there.symmetry, inverseOf(here.symmetry));
      line = moves.map((m) => squareName(applySymmetry(map, squareIndex(m))));
      cursor = ply;
    }
  }
  if (cursor === 0 && moves.length > 0) {
    // From the start the game is shown from f5 (moves_from_f5): find the turn of the start position that does it.
    map = [0, 3, 4, 7].find((s) => squareName(applySymmetry(s, squareIndex(moves[0]))) === 'f5');
  }
  state.game = {json: g, map};
  state.line = line;
  state.cursor = cursor;
  drawGame();
  await show();
}

export function drawGame() {
  const {json: g, map} = state.game;
  const mapped = (square) => squareName(applySymmetry(map, squareIndex(square)));
  $('game-title').textContent = `Game ${g.id}` + (g.tournament ? ` · ${g.tournament}` : '') + (g.year ? ` · ${g.date ?? g.year}` : '');
  const details = [
    ['Black ●', g.black ?? '?'],
    ['White ○', g.white ?? '?'],
    ['Result', `${g.score} (${g.result === 'draw' ? 'draw' : g.result + ' wins'})${g.complete ? '' : ', stopped before the end'}`],
  ];
  // Perfect play from WTHOR's depth only in a game that got there: one stopped or over before stores its recorded score.
  if (g.theoretical_score !== null && 64 - g.final_black - g.final_white <= g.theoretical_depth) {
    details.push(['Perfect play', `${g.theoretical_score}-${64 - g.theoretical_score} from ${g.theoretical_depth} empties (WTHOR)`]);
  }
  details.push(['Opening', (g.opening ?? 'no named opening') + (g.opening_line ? ` (${g.opening_line})` : '')]);
  const left = g.left_common_positions;
  details.push(['Common positions', left === undefined ? 'stayed in positions of 10 games or more to its end'
    : `left those of ${number(left.min_games)} games or more at move ${left.move_number} with ${mapped(left.played)}: `
      + `${count(left.games_after, 'game')} reached the position after it, ${number(left.games_before)} the one before`
      + (left.most_played && left.most_played !== left.played
        ? `; most played there: ${mapped(left.most_played)} (${count(left.most_played_games, 'game')})` : '')]);
  if (g.novelty) {
    const n = g.novelty;
    const earlier = n.earlier_moves.map((m) => `${m.move === '(ended)' ? m.move : mapped(m.move)} ${number(m.games)}`).join(', ');
    details.push(['Novelty', `move ${n.move_number}, ${mapped(n.move)}` + (n.in_xot_opening ? ' (within the XOT opening)' : '')
      + ` · ${count(n.earlier_games, 'earlier game')} there played ${earlier}`]);
  } else if (g.no_novelty) {
    details.push(['Novelty', `none: ${g.no_novelty}`]);
  }
  const list = $('game-details');
  list.replaceChildren();
  for (const [term, value] of details) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = value;
    list.append(dt, dd);
  }
  $('game-panel').hidden = false;
  loadEndgame(g.id);
}

export function closeGame() {
  state.game = null;
  $('game-panel').hidden = true;
  show(false);
}

export const ENDGAME_FROM = 22;

export async function loadEndgame(id) {
  const graph = $('endgame-graph');
  graph.replaceChildren();
  $('endgame-summary').textContent = '';
  $('endgame-note').textContent = `(from ${ENDGAME_FROM} empties, solving…)`;
  const seq = state.seq;
  try {
    // While the server solves, it answers with the moves solved so far (complete: false): they are drawn, then asked again.
    for (;;) {
      const r = await fetchPatiently(address('/api/endgame', {game: id, from_empties: ENDGAME_FROM}), null,
        () => { $('endgame-note').textContent = `(from ${ENDGAME_FROM} empties, still solving…)`; });
      if (!state.game || state.game.json.id !== id) return;
      drawEndgame(r);
      if (r.complete !== false) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!state.game || state.game.json.id !== id) return;
    }
  } catch (e) {
    if (!state.game || state.game.json.id !== id) return;
    $('endgame-note').textContent = '';
    $('endgame-summary').textContent = e instanceof ApiError ? e.message : `Could not be solved: ${e.message}`;
  }
  return seq;
}

/**
 * Each analysed move's loss against perfect play as a bar (its mover's discs given away), black's
 * moves above the axis and white's below, the first mistake outlined; a click goes to the move.
 */
export function drawEndgame(r) {
  const {json: g, map} = state.game;
  const mapped = (square) => (square ? squareName(applySymmetry(map, squareIndex(square))) : square);
  $('endgame-note').textContent = r.complete === false
    ? `(from ${r.from_empties} empties, solving… ${count(r.moves.length, 'move')} so far)` : `(from ${r.from_empties} empties, solved)`;
  const moves = r.moves;
  const width = 360;
  const height = 120;
  const mid = height / 2;
  const maxLoss = Math.max(8, ...moves.map((m) => m.loss));
  const step = (width - 30) / Math.max(1, moves.length);
  const svg = svgElement('svg', {viewBox: `0 0 ${width} ${height}`, role: 'img',
    'aria-label': `discs lost against perfect play, move by move, from ${r.from_empties} empties`});
  svg.append(svgElement('line', {x1: 28, y1: mid, x2: width, y2: mid, stroke: '#999'}));
  svg.append(svgElement('text', {x: 0, y: 12}, 'black'), svgElement('text', {x: 0, y: height - 4}, 'white'));
  moves.forEach((m, i) => {
    const x = 30 + i * step;
    const h = Math.max(1, (mid - 8) * m.loss / maxLoss);
    const black = m.player === 'black';
    const bar = svgElement('rect', {x: x + 1, y: black ? mid - h : mid, width: Math.max(2, step - 2), height: h,
      class: (m.loss > 0 ? 'loss' : 'ok') + (r.first_mistake && m.move_number === r.first_mistake.move_number ? ' first' : ''),
      'data-move-number': m.move_number});
    bar.append(svgElement('title', {}, `${m.move_number}. ${mapped(m.move)} (${m.player}): `
      + (m.loss === 0 ? 'perfect' : `lost ${m.loss} discs; best ${mapped(m.best_move)} ${signedInt(m.best)}`)));
    bar.addEventListener('click', () => goTo(m.move_number - 1));
    svg.append(bar);
    if (i % 5 === 0) svg.append(svgElement('text', {x: x, y: black ? mid + 12 : mid - 4}, String(m.move_number)));
  });
  $('endgame-graph').replaceChildren(svg);
  const f = r.first_mistake;
  if (r.complete === false) {
    $('endgame-summary').textContent = f ? `First mistake so far: move ${f.move_number}, ${mapped(f.move)} by ${f.player}` : '';
    return;
  }
  $('endgame-summary').textContent = `Perfect play at ${r.from_empties} empties: black ${signedInt(r.black_disc_diff_at_start)}; `
    + `discs lost: black ${r.black_loss}, white ${r.white_loss}. `
    + (f ? `First mistake: move ${f.move_number}, ${mapped(f.move)} by ${f.player} (${count(f.loss, 'disc')} lost; `
      + `${mapped(f.best_move)} kept ${signedInt(f.best)})` : 'No mistake: both sides played perfectly.');
  $('endgame-summary').dataset.firstMistake = f ? f.move_number : '';
}
