// The othello-db explorer: a board, the tree of its position, the filters and the games that reached
// it, all read from the server's JSON API. The server knows the rules; this page only keeps the line
// being looked at and draws what the server answers.
'use strict';

// The filters, under the API's (the command line's) names; no_xot is a box to tick.
const FILTERS = ['player', 'as', 'opponent', 'tournament', 'from', 'to', 'source', 'exclude_player', 'exclude_tournament',
  'no_xot'];

function fieldValue(name) {
  const field = $(name);
  return field.type === 'checkbox' ? (field.checked ? 'true' : '') : field.value.trim();
}

function setField(name, value) {
  const field = $(name);
  if (field.type === 'checkbox') field.checked = value === 'true';
  else field.value = value || '';
}
const PAGE_SIZE = 20;

const state = {
  line: [],        // the moves known (squares), possibly beyond the cursor (forward)
  cursor: 0,       // how many of them are played on the board
  view: 0,         // the board's orientation: a symmetry index (0: a1 at the top left)
  filter: {},      // the filters applied, by the API's parameter names
  gamesOffset: 0,
  game: null,      // the game being replayed: its JSON and the map of its squares onto the line
  seq: 0,          // the number of the latest request for the board's position; older answers are dropped
  clickedAt: null, // when the user last asked for a new position (for the click-to-tree figure)
};

// The timing of the last click until its tree was shown, read by the browser tests.
window.othelloDb = {lastClickToTreeMs: null};

const $ = (id) => document.getElementById(id);

// --- squares and symmetries (numbered as the server numbers them: bit 1 mirrors the columns,
// bit 2 the rows, bit 4 transposes, in that order) ---

function squareIndex(name) {
  return (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
}

function squareName(index) {
  return String.fromCharCode(97 + (index & 7)) + String.fromCharCode(49 + (index >> 3));
}

function transpose(x) {
  return (x >> 3) | ((x & 7) << 3);
}

function applySymmetry(s, x) {
  if (s & 1) x ^= 7;
  if (s & 2) x ^= 56;
  if (s & 4) x = transpose(x);
  return x;
}

/** The symmetry that applies s, then t. */
function compose(s, t) {
  for (let k = 0; k < 8; k++) {
    let same = true;
    for (let x = 0; x < 64 && same; x++) {
      same = applySymmetry(k, x) === applySymmetry(t, applySymmetry(s, x));
    }
    if (same) return k;
  }
  throw new Error('symmetries not closed');
}

function parseMoves(text) {
  return (text || '').toLowerCase().match(/[a-h][1-8]/g) || [];
}

function movesText(count = state.cursor) {
  return state.line.slice(0, count).join('');
}

// --- talking to the server ---

class ApiError extends Error {}

/** The words of the command line's options, as this page names its fields. */
const PAGE_WORDS = [
  [/--exclude-player\b/g, 'Excluded player'], [/--player-like\b/g, 'Player (part of a name)'],
  [/--opponent-like\b/g, 'Opponent (part of a name)'], [/--player\b/g, 'Player'], [/--opponent\b/g, 'Opponent'],
  [/--tournament\b/g, 'Tournament'], [/--source\b/g, 'Source'], [/--from\b/g, 'Years from'], [/--to\b/g, 'Years to'],
  [/--as\b/g, 'as'], [/^from:/, 'Years from:'], [/^to:/, 'Years to:'], [/^as:/, 'as:'], [/^moves:/, 'Moves:'],
];

function inPageWords(message) {
  return PAGE_WORDS.reduce((text, [pattern, words]) => text.replace(pattern, words), String(message));
}

/**
 * An answer of the API, checked: a failure (even one that is not JSON, from a proxy or a crash)
 * becomes an ApiError in the page's words. A request the user has moved past is aborted through
 * {@code signal}; its rejection is an AbortError, which callers ignore.
 */
async function fetchJson(path, signal) {
  const response = await fetch(path, {signal});
  const type = response.headers.get('Content-Type') || '';
  if (!type.startsWith('application/json')) {
    throw new ApiError(`The server answered ${response.status} ${response.statusText} without data; try again.`);
  }
  const body = await response.json();
  if (!response.ok) {
    const wait = response.headers.get('Retry-After');
    throw new ApiError(inPageWords(body.error || response.statusText) + (wait ? ` (try again in ${wait} s)` : ''));
  }
  return body;
}

/** The board's diagram: SVG checked and parsed as such, never text put into the page as HTML. */
async function fetchSvg(path, signal) {
  const response = await fetch(path, {signal});
  if (!response.ok || !(response.headers.get('Content-Type') || '').startsWith('image/svg+xml')) {
    let message = `The board could not be drawn (${response.status}).`;
    if ((response.headers.get('Content-Type') || '').startsWith('application/json')) {
      message = inPageWords((await response.json()).error || message);
    }
    throw new ApiError(message);
  }
  const doc = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  const root = doc.documentElement;
  // Only an SVG root in the SVG namespace (a parse error yields another element) is drawn.
  if (!(root instanceof SVGSVGElement)) {
    throw new ApiError('The board could not be drawn (not a diagram).');
  }
  for (const bad of root.querySelectorAll('script, foreignObject')) bad.remove();
  return document.importNode(root, true);
}

function aborted(e) {
  return e && e.name === 'AbortError';
}

function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') q.set(k, v);
  }
  return q.toString();
}

function showError(e) {
  if (aborted(e)) return;
  if (!(e instanceof ApiError)) console.error(e);
  $('error').textContent = e instanceof ApiError ? e.message : `Something went wrong: ${e.message}`;
  $('error').hidden = false;
}

/** Marks a part of the page as waiting for the server (a spinner in the style sheet, aria-busy for readers). */
function busy(id, on) {
  $(id).classList.toggle('loading', on);
  $(id).setAttribute('aria-busy', on ? 'true' : 'false');
}

function clearError() {
  $('error').hidden = true;
}

// --- the address bar: the moves, the filters, the view and the game, so that a page can be bookmarked ---

function writeUrl(push) {
  const params = {moves: movesText(), ...state.filter};
  if (state.view) params.view = state.view;
  if (state.game) params.game = state.game.json.id;
  const url = '/' + (query(params) ? '?' + query(params) : '');
  if (url !== location.pathname + location.search) {
    (push ? history.pushState : history.replaceState).call(history, null, '', url);
  }
}

async function readUrl() {
  const p = new URLSearchParams(location.search);
  const problems = [];
  const movesGiven = (p.get('moves') || '').replace(/\s+/g, '');
  if (!/^([a-h][1-8])*$/i.test(movesGiven)) {
    problems.push(`The address's moves '${movesGiven}' are not squares one after another (like f5d6c3); `
      + 'showing the start position.');
    state.line = [];
  } else {
    state.line = parseMoves(movesGiven);
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
  state.game = null;
  state.gamesOffset = 0;
  if (p.get('game')) {
    await openGame(p.get('game'));
  } else {
    await show(false);
  }
  if (problems.length) showError(new ApiError(problems.join(' ')));
}

// --- showing a position ---

/** Shows the position at the cursor: board, tree and games. */
async function show(push = true) {
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
  const filter = query(state.filter);
  const view = state.view;
  busy('board-panel', true);
  busy('tree-panel', true);
  $('tree').dataset.loading = moves;
  const board = fetchSvg(`/api/board.svg?${query({moves, view})}`, signal);
  const position = fetchJson(`/api/position?${query({moves})}`, signal);
  const tree = fetchJson(`/api/tree?${query({moves})}${filter ? '&' + filter : ''}`, signal);
  loadGames(seq, signal);
  try {
    const [svg, pos] = await Promise.all([board, position]);
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
  } catch (e) {
    if (seq !== state.seq || aborted(e)) return;
    failTree(e, moves);
  } finally {
    if (seq === state.seq) busy('tree-panel', false);
  }
}

/** An error in place of the board it could not draw, not beside an older board. */
function failBoard(e) {
  const message = document.createElement('p');
  message.className = 'panel-error';
  message.textContent = e instanceof ApiError ? e.message : `The board could not be drawn: ${e.message}`;
  $('board').replaceChildren(message);
  $('board').dataset.moves = '';
  $('to-move').textContent = '';
  if (!(e instanceof ApiError)) console.error(e);
}

/** An error in place of the tree it could not show, not beside the tree of another position or filter. */
function failTree(e, moves) {
  $('tree').tBodies[0].replaceChildren();
  $('position-title').textContent = moves || 'Start position';
  $('position-summary').textContent = e instanceof ApiError ? e.message : `The tree could not be read: ${e.message}`;
  $('position-summary').classList.add('panel-error');
  $('tree').dataset.moves = moves;
  $('tree').dataset.error = 'true';
  if (!(e instanceof ApiError)) console.error(e);
}

function drawBoard(svg, pos, view) {
  $('board').replaceChildren(svg);
  $('board').dataset.moves = pos.moves;
  $('board').dataset.view = view;
  for (const square of $('board').querySelectorAll('rect.legal')) {
    square.addEventListener('click', () => play(square.dataset.square));
  }
  const discs = `● ${pos.black_discs}  ○ ${pos.white_discs}`;
  $('to-move').textContent = pos.game_over ? `Game over · ${discs}`
    : `${capital(pos.to_move)} to move${pos.must_pass ? ' (must pass)' : ''} · ${discs}`;
}

/** The download link: the board as shown (moves, view), captioned with the game when one is open. */
function updateDownload() {
  $('download').href = `/api/diagram.svg?${query({moves: movesText(), view: state.view || null,
    game: state.game ? state.game.json.id : null, no_dots: $('dots').checked ? null : true})}`;
}

function drawMoveList() {
  updateDownload();
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

function drawTree(t) {
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
      signed(c.mean_theoretical_diff), years(c).replace(/^, /, ''), c.name || '']);
    row.addEventListener('click', () => play(c.move));
    row.addEventListener('mouseenter', () => markSquare(c.move, true));
    row.addEventListener('mouseleave', () => markSquare(c.move, false));
  }
  $('tree').dataset.moves = t.moves;
  if (state.clickedAt !== null) {
    window.othelloDb.lastClickToTreeMs = performance.now() - state.clickedAt;
    state.clickedAt = null;
  }
}

/** 'white' when the filter names a player as white: the tree is then read from the player's side. */
function playerSide() {
  // As black, the player's share is black's, already shown.
  return state.filter.player && state.filter.as === 'white' ? 'white' : null;
}

const Z95 = 1.959964;

/**
 * A side's score share (a win 1, a draw ½) and its 95% Wilson interval, computed from the counts
 * the same way and in the same floating point as the command line (Confidence.wilson95), so that
 * both round to the same tenth of a per cent.
 */
function scoreShare(s, side) {
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

function scoreText(s, side) {
  const [p, low, high] = scoreShare(s, side);
  return `${percent(p)} (${percent(low).replace('%', '')}–${percent(high)})`;
}

/** The filters in words, as the command line writes them. */
function describeFilter() {
  const f = state.filter;
  const parts = [];
  if (f.player) parts.push(`player '${f.player}'` + (f.as ? ` as ${f.as}` : ''));
  if (f.opponent) parts.push(`opponent '${f.opponent}'`);
  if (f.tournament) parts.push(`tournament '${f.tournament}'`);
  if (f.from || f.to) parts.push(`years ${f.from || '…'}-${f.to || '…'}`);
  if (f.source) parts.push(`source '${f.source}'`);
  return parts.length ? parts.join(', ') : 'all games';
}

function markSquare(move, on) {
  const square = $('board').querySelector(`rect[data-square="${move}"]`);
  if (square) square.classList.toggle('marked', on);
}

function resultBar(c) {
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

function cells(row, values) {
  values.forEach((v, i) => {
    const cell = row.insertCell();
    if (v instanceof Node) cell.append(v); else cell.textContent = v;
    // A cell takes its column's classes: numbers align right, 'wide' columns fold away on narrow screens.
    cell.className = row.parentElement.parentElement.tHead.rows[0].cells[i].className;
  });
}

// --- moving along the line ---

/** Plays a move from the position at the cursor: the line's next move, or a new branch. */
function play(move) {
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
  show();
}

function goTo(cursor) {
  const to = Math.max(0, Math.min(state.line.length, cursor));
  if (to === state.cursor) return;
  state.clickedAt = performance.now();
  state.cursor = to;
  state.gamesOffset = 0;
  show();
}

function turnView(symmetry) {
  state.view = compose(state.view, symmetry);
  show(false);
}

// --- games ---

async function loadGames(seq, signal) {
  const moves = movesText();
  busy('games-panel', true);
  try {
    const page = await fetchJson(`/api/games?${query({position: moves || null, newest: true, limit: PAGE_SIZE,
      offset: state.gamesOffset, ...state.filter})}`, signal);
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

function drawGames(page) {
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

/**
 * Replays a game from the position at the cursor. The game reached this position, perhaps by
 * another move order and in another orientation: its moves are turned into the board's orientation
 * (through the canonical image both positions share) so that stepping on follows the game.
 */
async function openGame(id) {
  const g = await fetchJson(`/api/game/${id}`);
  const moves = parseMoves(g.moves);
  const ply = state.cursor;
  let map = 0;
  let line = parseMoves(g.moves_from_f5);
  let cursor = 0;
  if (ply > 0 && ply <= moves.length) {
    const [here, there] = await Promise.all([fetchJson(`/api/position?${query({moves: movesText()})}`),
      fetchJson(`/api/position?${query({moves: moves.slice(0, ply).join('')})}`)]);
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

function inverseOf(s) {
  for (let t = 0; t < 8; t++) {
    if (compose(s, t) === 0) return t;
  }
  throw new Error('no inverse');
}

function drawGame() {
  const {json: g, map} = state.game;
  const mapped = (square) => squareName(applySymmetry(map, squareIndex(square)));
  $('game-title').textContent = `Game ${g.id}` + (g.tournament ? ` · ${g.tournament}` : '') + (g.year ? ` · ${g.date ?? g.year}` : '');
  const details = [
    ['Black ●', g.black ?? '?'],
    ['White ○', g.white ?? '?'],
    ['Result', `${g.score} (${g.result === 'draw' ? 'draw' : g.result + ' wins'})${g.complete ? '' : ', stopped before the end'}`],
  ];
  if (g.theoretical_score !== null) {
    details.push(['Perfect play', `${g.theoretical_score}-${64 - g.theoretical_score} from ${g.theoretical_depth} empties (WTHOR)`]);
  }
  details.push(['Opening', (g.opening ?? 'no named opening') + (g.opening_line ? ` (${g.opening_line})` : '')]);
  const left = g.left_main_line;
  details.push(['Main line', left === undefined ? 'followed the most-played line to its end'
    : `left it at move ${left.move_number} with ${mapped(left.played)}` + (left.most_played
      ? `; most played there: ${mapped(left.most_played)} (${number(left.most_played_games)} games)` : '')]);
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
}

function closeGame() {
  state.game = null;
  $('game-panel').hidden = true;
  show(false);
}

// --- filters, with name pickers that list the matching players ---

function applyFilters(event) {
  event.preventDefault();
  state.filter = {};
  for (const name of FILTERS) {
    const v = fieldValue(name);
    if (v) state.filter[name] = v;
  }
  state.gamesOffset = 0;
  hideSuggestions();
  show();
  if ($('openings-panel').open) loadOpenings();
}

function clearFilters() {
  for (const name of FILTERS) setField(name, '');
  $('filters').requestSubmit();
}

function namePicker(field) {
  const input = $(field);
  const list = $(`${field}-suggestions`);
  let timer = null;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const text = input.value.trim();
      if (text.length < 2) {
        list.hidden = true;
        return;
      }
      try {
        const players = await fetchJson(`/api/players?${query({q: text, limit: 12})}`);
        list.replaceChildren();
        for (const p of players) {
          const item = document.createElement('li');
          item.textContent = `${p.name} (${number(p.games)})`;
          item.dataset.name = p.name;
          item.addEventListener('mousedown', (e) => {
            e.preventDefault();
            input.value = p.name;
            list.hidden = true;
          });
          list.append(item);
        }
        list.hidden = players.length === 0;
      } catch (e) {
        showError(e);
      }
    }, 150);
  });
  input.addEventListener('blur', () => setTimeout(() => { list.hidden = true; }, 100));
}

function hideSuggestions() {
  for (const list of document.querySelectorAll('.suggestions')) list.hidden = true;
}

// --- named openings ---

async function loadOpenings() {
  try {
    const {openings} = await fetchJson(`/api/openings?${query({sort: 'games', ...state.filter})}`);
    const body = $('openings').tBodies[0];
    body.replaceChildren();
    for (const o of openings) {
      const row = body.insertRow();
      row.dataset.name = [o.name, ...o.aliases].join(' / ').toLowerCase();
      cells(row, [[o.name, ...o.aliases].join(' / '), o.line, number(o.games), percent(o.black_score), o.moves]);
      row.addEventListener('click', () => {
        state.line = parseMoves(o.moves);
        state.cursor = state.line.length;
        state.game = null;
        $('game-panel').hidden = true;
        state.clickedAt = performance.now();
        show();
      });
    }
    filterOpenings();
  } catch (e) {
    showError(e);
  }
}

function filterOpenings() {
  const text = $('openings-search').value.trim().toLowerCase();
  for (const row of $('openings').tBodies[0].rows) row.hidden = text !== '' && !row.dataset.name.includes(text);
}

// --- numbers as people read them ---

function number(n) {
  return n === null || n === undefined ? '' : n.toLocaleString('en-US');
}

/** As the command line's %.1f: toFixed rounds the exact value half up, as Java's Formatter does. */
function percent(x) {
  return x === null || x === undefined ? '' : `${(100 * x).toFixed(1)}%`;
}

/** "1 game", "2 games". */
function count(n, noun) {
  return `${number(n)} ${n === 1 ? noun : noun + 's'}`;
}

function signed(x) {
  return x === null || x === undefined ? '' : (x > 0 ? '+' : x < 0 ? '−' : '') + Math.abs(x).toFixed(1);
}

function years(s) {
  if (s.first_year === null) return '';
  return s.first_year === s.last_year ? `, ${s.first_year}` : `, ${s.first_year}–${s.last_year}`;
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// --- wiring ---

function keys(event) {
  if (event.target.closest('input, select, textarea')) return;
  const moves = {ArrowLeft: state.cursor - 1, ArrowRight: state.cursor + 1, Home: 0, End: state.line.length};
  if (event.key in moves) {
    event.preventDefault();
    goTo(moves[event.key]);
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
  $('newer').addEventListener('click', () => { state.gamesOffset = Math.max(0, state.gamesOffset - PAGE_SIZE); loadGames(state.seq, state.requests?.signal); });
  $('older').addEventListener('click', () => { state.gamesOffset += PAGE_SIZE; loadGames(state.seq, state.requests?.signal); });
  $('filters').addEventListener('submit', applyFilters);
  $('clear').addEventListener('click', clearFilters);
  $('openings-panel').addEventListener('toggle', () => { if ($('openings-panel').open) loadOpenings(); });
  $('openings-search').addEventListener('input', filterOpenings);
  document.addEventListener('keydown', keys);
  window.addEventListener('popstate', () => readUrl().catch(showError));
  namePicker('player');
  namePicker('opponent');
  readUrl().catch(showError);
});
