// The othello-db explorer: a board, the tree of its position, the filters and the games that reached
// it, all read from the server's JSON API. The server knows the rules; this page only keeps the line
// being looked at and draws what the server answers. Each panel is a module of its own.

import {$, busy, number} from './dom.js';
import {ApiError, address, fetchJson, fetchSvg, aborted, showError, clearError} from './api.js';
import {PAGE_SIZE, state, parseMoves, movesText, positionQuery} from './state.js';
import {failBoard, drawBoard, updateDownload, drawMoveList, goTo, goToTyped, legalPrefix, turnView, keys} from './board.js';
import {TREE_OPTIONS, showTreeOptions, applyTreeOptions, failTree, drawTree, eitherColour, drawEitherColour, PERFECT_MAX_EMPTIES, loadPerfect} from './tree.js';
import {loadGames} from './games.js';
import {openGame, closeGame} from './replay.js';
import {FILTERS, loadFilters, setField, applyFilters, clearFilters, namePicker} from './filters.js';
import {loadOpenings, filterOpenings} from './openings.js';
import {loadPanels, wirePanels} from './panels.js';

// The timing of the last click until its tree was shown, read by the browser tests.
window.othelloDb = {lastClickToTreeMs: null};

/**
 * A line above the page when the opening tree does not count every stored game (GET /api/tree/status):
 * its figures leave games out until a build, which the commands say on stderr and the page here.
 */
export function drawTreeStatus(status) {
  const banner = $('tree-behind');
  banner.hidden = status.current;
  if (status.current) return;
  banner.textContent = status.rebuild_pending
    ? 'Games the opening tree counts changed since it was built: its figures are out of date; run othello-db build.'
    : `The opening tree counts ${number(status.counted_games)} of ${number(status.stored_games)} games; `
      + 'run othello-db build.';
}

export function writeUrl(push) {
  const url = address('/', positionQuery({...state.tree, view: state.view || null,
    game: state.game ? state.game.json.id : null}));
  if (url !== location.pathname + location.search) {
    (push ? history.pushState : history.replaceState).call(history, null, '', url);
  }
}

export async function readUrl() {
  const p = new URLSearchParams(location.search);
  const problems = [];
  const movesGiven = (p.get('moves') || '').replace(/\s+/g, '');
  if (!/^([a-h][1-8])*$/i.test(movesGiven)) {
    problems.push(`The address's moves '${movesGiven}' are not squares one after another (like f5d6c3); `
      + 'showing the start position.');
    state.line = [];
  } else {
    // Moves that stop being legal: the board at their legal beginning, and why, said once.
    const {line, problem} = await legalPrefix(parseMoves(movesGiven));
    state.line = line;
    if (problem) {
      problems.push(`The address's moves '${movesGiven}': ${problem}; showing the position after `
        + `${line.length ? line.join('') : 'none of them'}.`);
    }
  }
  state.cursor = state.line.length;
  const view = p.get('view');
  state.view = 0;
  if (view !== null && view !== '') {
    if (/^[0-7]$/.test(view)) state.view = Number(view);
    else problems.push(`The address's view '${view}' is not a turn of the board (0 to 7); showing the usual view.`);
  }
  state.filter = {};
  for (const name of FILTERS) {
    if (p.get(name)) state.filter[name] = p.get(name);
    setField(name, p.get(name));
  }
  state.tree = {};
  for (const name of TREE_OPTIONS) {
    if (p.get(name)) state.tree[name] = p.get(name);
  }
  showTreeOptions();
  state.game = null;
  state.gamesOffset = 0;
  if (p.get('game')) {
    await openGame(p.get('game'));
  } else {
    await show(false);
  }
  if (problems.length) showError(new ApiError(problems.join(' ')));
}

/** Shows the position at the cursor: board, tree and games. */
export async function show(push = true) {
  const seq = ++state.seq;
  // The answers for the position the user left are not wanted any more: stop them.
  if (state.requests) state.requests.abort();
  const controller = new AbortController();
  state.requests = controller;
  const signal = controller.signal;
  const moves = movesText();
  writeUrl(push);
  drawMoveList();
  clearError();
  const view = state.view;
  busy('board-panel', true);
  busy('tree-panel', true);
  $('tree').dataset.loading = moves;
  const board = fetchSvg(address('/api/board.svg', {moves, view}), signal);
  const position = fetchJson(address('/api/position', {moves}), signal);
  const tree = fetchJson(address('/api/tree', positionQuery(state.tree)), signal);
  // Awaited below only when the board came: its failure (an abort, when the user moves on) is handled there.
  tree.catch(() => {});
  loadGames(seq, signal);
  loadPanels(seq, signal);
  let pos = null;
  try {
    const [svg, p] = await Promise.all([board, position]);
    pos = p;
    if (seq !== state.seq) return;
    drawBoard(svg, pos, view);
  } catch (e) {
    if (seq !== state.seq || aborted(e)) return;
    failBoard(e);
  } finally {
    if (seq === state.seq) busy('board-panel', false);
  }
  try {
    const t = await tree;
    if (seq !== state.seq) return;
    drawTree(t);
    if (eitherColour()) drawEitherColour(t);
    if (pos && !pos.game_over && pos.empties <= PERFECT_MAX_EMPTIES) loadPerfect(seq, signal, moves);
  } catch (e) {
    if (seq !== state.seq || aborted(e)) return;
    failTree(e, moves);
  } finally {
    if (seq === state.seq) busy('tree-panel', false);
  }
}

document.addEventListener('DOMContentLoaded', () => {
  $('start').addEventListener('click', () => goTo(0));
  $('back').addEventListener('click', () => goTo(state.cursor - 1));
  $('forward').addEventListener('click', () => goTo(state.cursor + 1));
  $('end').addEventListener('click', () => goTo(state.line.length));
  $('rotate').addEventListener('click', () => turnView(6));
  $('flip').addEventListener('click', () => turnView(1));
  $('close-game').addEventListener('click', closeGame);
  $('dots').addEventListener('change', updateDownload);
  $('line-form').addEventListener('submit', (event) => {
    event.preventDefault();
    goToTyped($('line-input').value).catch(showError);
  });
  for (const name of TREE_OPTIONS) $(name).addEventListener('change', applyTreeOptions);
  $('newer').addEventListener('click', () => { state.gamesOffset = Math.max(0, state.gamesOffset - PAGE_SIZE); loadGames(state.seq, state.requests?.signal); });
  $('older').addEventListener('click', () => { state.gamesOffset += PAGE_SIZE; loadGames(state.seq, state.requests?.signal); });
  $('filters').addEventListener('submit', applyFilters);
  $('clear').addEventListener('click', clearFilters);
  $('openings-panel').addEventListener('toggle', () => { if ($('openings-panel').open) loadOpenings(); });
  $('openings-search').addEventListener('input', filterOpenings);
  wirePanels();
  document.addEventListener('keydown', keys);
  window.addEventListener('popstate', () => readUrl().catch(showError));
  namePicker('player');
  namePicker('opponent');
  // The form's fields follow the server's filters, so the address is read once they are known.
  loadFilters().then(readUrl).catch(showError);
  fetchJson('/api/tree/status').then(drawTreeStatus).catch(showError);
});
