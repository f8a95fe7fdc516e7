// The games that reached the position, a page at a time.

import {$, busy, cells, number} from './dom.js';
import {ApiError, address, fetchPatiently, aborted, showError} from './api.js';
import {PAGE_SIZE, state, movesText, positionQuery} from './state.js';
import {openGame} from './replay.js';

export async function loadGames(seq, signal) {
  const moves = movesText();
  busy('games-panel', true);
  try {
    const page = await fetchPatiently(address('/api/games',
      positionQuery({newest: true, limit: PAGE_SIZE, offset: state.gamesOffset}, 'position')), signal);
    if (seq !== state.seq) return;
    drawGames(page);
  } catch (e) {
    if (seq !== state.seq || aborted(e)) return;
    // The games of another position or filter must not stay under this error.
    $('games').tBodies[0].replaceChildren();
    $('games-title').textContent = 'Games: ' + (e instanceof ApiError ? e.message : 'could not be read');
    $('games-title').classList.add('panel-error');
    $('page-info').textContent = '';
    $('newer').disabled = $('older').disabled = true;
  } finally {
    if (seq === state.seq) busy('games-panel', false);
  }
}

export function drawGames(page) {
  $('games-title').classList.remove('panel-error');
  $('games-title').textContent = `Games that reached this position: ${number(page.total)}` + (page.total > 1 ? ', newest first' : '');
  const body = $('games').tBodies[0];
  body.replaceChildren();
  for (const g of page.games) {
    const row = body.insertRow();
    row.dataset.id = g.id;
    if (state.game && state.game.json.id === g.id) row.className = 'current';
    cells(row, [g.year ?? '', g.black ?? '?', g.white ?? '?', g.score, g.tournament ?? '', g.opening ?? '']);
    row.addEventListener('click', () => openGame(g.id).catch(showError));
  }
  const first = page.total === 0 ? 0 : state.gamesOffset + 1;
  $('page-info').textContent = `${number(first)}–${number(state.gamesOffset + page.games.length)} of ${number(page.total)}`;
  $('newer').disabled = state.gamesOffset === 0;
  $('older').disabled = state.gamesOffset + page.games.length >= page.total;
}
