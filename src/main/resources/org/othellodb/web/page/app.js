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
  // The handout of the position under the page's filters: the page report --format html writes.
  $('handout').href = `/handout?${query({moves: movesText(), ...state.filter})}`;
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
    const page = await fetchPatiently(`/api/games?${query({position: moves || null, newest: true, limit: PAGE_SIZE,
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
        const players = await fetchPatiently(`/api/players?${query({q: text, limit: 12})}`);
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
    const {openings} = await fetchPatiently(`/api/openings?${query({sort: 'games', ...state.filter})}`);
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

// --- the player of either colour ---

/** True when a player is chosen without a colour: the tree's counts are black's, the player's share is computed here. */
function eitherColour() {
  return Boolean(state.filter.player) && !state.filter.as;
}

/**
 * The player's share of points over both colours, from the counts the tree gives with a player
 * (each game from the player's side, as tree --player counts it), the interval computed as the
 * command line computes it.
 */
function drawEitherColour(t) {
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

// --- perfect play: the exact solver, for positions with few empties ---

const PERFECT_MAX_EMPTIES = 20;
const BOOK_KINDS = {games: 'statistics of games', engine: 'engine search', solved: 'exact solve'};

function signedInt(x) {
  return x === null || x === undefined ? '' : (x > 0 ? '+' : x < 0 ? '−' : '') + Math.abs(x);
}

/**
 * An answer of a route that may be busy (the solver, the expensive routes): on 503, waits the
 * Retry-After it names and asks again, until it answers (a busy server refuses at once and the
 * solver goes on between the asks, so a slow machine answers later, never wrongly); {@code waiting}
 * is told each time, to say so on the page.
 */
async function fetchPatiently(path, signal, waiting) {
  for (;;) {
    const response = await fetch(path, {signal});
    if (response.status !== 503) {
      if (!(response.headers.get('Content-Type') || '').startsWith('application/json')) {
        throw new ApiError(`The server answered ${response.status} ${response.statusText} without data; try again.`);
      }
      const body = await response.json();
      if (!response.ok) throw new ApiError(inPageWords(body.error || response.statusText));
      return body;
    }
    if (waiting) waiting();
    const wait = Number(response.headers.get('Retry-After')) || 2;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    if (signal && signal.aborted) throw new DOMException('aborted', 'AbortError');
  }
}

async function loadPerfect(seq, signal, moves) {
  $('perfect-summary').hidden = false;
  $('perfect-summary').textContent = 'Perfect play: solving…';
  try {
    const r = await fetchPatiently(`/api/perfect?${query({moves})}`, signal,
      () => { if (seq === state.seq) $('perfect-summary').textContent = 'Perfect play: still solving…'; });
    if (seq !== state.seq) return;
    drawPerfect(r);
  } catch (e) {
    if (seq !== state.seq || aborted(e)) return;
    $('perfect-summary').textContent = 'Perfect play: ' + (e instanceof ApiError ? e.message : 'could not be solved');
  }
}

function drawPerfect(r) {
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

// --- panels under the tree: the player, the repertoire from here, the move orders to here ---

function loadPanels(seq, signal) {
  $('player-panel').hidden = !state.filter.player;
  $('repertoire-panel').hidden = !(state.filter.player && state.filter.as);
  $('player-heading').textContent = state.filter.player ? `Player: ${state.filter.player}` : 'Player';
  $('repertoire-heading').textContent = state.filter.player && state.filter.as
    ? `Repertoire of ${state.filter.player} as ${state.filter.as} from this position` : 'Repertoire';
  if (!$('player-panel').hidden && $('player-panel').open) {
    panel('player', `/api/player?${query({...state.filter, limit: 0})}`, drawPlayer, seq, signal);
  }
  if (!$('repertoire-panel').hidden && $('repertoire-panel').open) {
    panel('repertoire', `/api/repertoire?${query({...state.filter, position: movesText() || null,
      max_ply: Math.min(60, Math.max(state.cursor + 4, 6)), min_games: 5})}`, drawRepertoire, seq, signal);
  }
  if ($('trend-panel').open) {
    panel('trend', `/api/trend?${query({moves: movesText(), ...state.filter})}`, drawTrend, seq, signal);
  }
  if ($('orders-panel').open) {
    panel('orders', `/api/transpositions?${query({moves: movesText(), ...state.filter})}`, drawOrders, seq, signal);
  }
}

/** Fills a panel's body with an answer, or its error in place of older content. */
async function panel(name, path, draw, seq, signal) {
  const body = $(`${name}-body`);
  if (body.dataset.path === path && !body.dataset.error) return;
  busy(`${name}-panel`, true);
  try {
    const answer = await fetchPatiently(path, signal);
    if (seq !== state.seq) return;
    body.replaceChildren();
    delete body.dataset.error;
    draw(answer, body);
    body.dataset.path = path;
  } catch (e) {
    if (seq !== state.seq || aborted(e)) return;
    const message = document.createElement('p');
    message.className = 'panel-error';
    message.textContent = e instanceof ApiError ? e.message : `Could not be read: ${e.message}`;
    body.replaceChildren(message);
    body.dataset.error = 'true';
    body.dataset.path = path;
  } finally {
    if (seq === state.seq) busy(`${name}-panel`, false);
  }
}

function element(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (className) e.className = className;
  return e;
}

/** A table of rows, each a list of cell values; {@code numeric}: the indexes of the columns of numbers. */
function table(headings, rows, numeric = []) {
  const t = element('table');
  const head = t.createTHead().insertRow();
  headings.forEach((h, i) => head.append(element('th', h, numeric.includes(i) ? 'num' : '')));
  const body = t.createTBody();
  for (const values of rows) {
    const row = body.insertRow();
    values.forEach((v, i) => {
      const cell = row.insertCell();
      if (v instanceof Node) cell.append(v); else cell.textContent = v ?? '';
      if (numeric.includes(i)) cell.className = 'num';
    });
  }
  const wrap = element('div', null, 'scroll');
  wrap.append(t);
  return wrap;
}

/** The player's share of points, from the counts as the command line computes it (not from the rounded document). */
function tallyScore(t) {
  return t.games ? (t.won + 0.5 * t.drawn) / t.games : null;
}

function tallyCells(t) {
  return [number(t.games), number(t.won), number(t.drawn), number(t.lost), percent(tallyScore(t)),
    t.mean_discs === null ? '' : t.mean_discs.toFixed(1)];
}

const TALLY_HEADINGS = ['games', 'won', 'drawn', 'lost', 'score', 'discs'];

function drawPlayer(d, body) {
  const t = d.total;
  body.append(element('p', `${d.player.name}: ${count(t.games, 'game')}${years(t)}, `
    + `${count(d.tournaments, 'tournament')} (${d.filter.description}); scores ${percent(tallyScore(t))}`, 'note'));
  if (t.games === 0) return;
  body.append(element('h3', 'By colour'), table(['colour', ...TALLY_HEADINGS],
    d.by_colour.map((r) => [r.colour, ...tallyCells(r)]), [1, 2, 3, 4, 5, 6]));
  // The score of each year, drawn as a bar beside the figures.
  const yearRows = d.by_year.map((r) => {
    const bar = element('span', null, 'years-bar');
    bar.style.width = `${Math.round(60 * (tallyScore(r) ?? 0))}px`;
    bar.title = percent(tallyScore(r));
    return [String(r.year), ...tallyCells(r), bar];
  });
  body.append(element('h3', 'By year'), table(['year', ...TALLY_HEADINGS, ''], yearRows, [1, 2, 3, 4, 5, 6]));
  body.append(element('h3', "By opening line (white's reply to f5)"), table(['line', 'colour', ...TALLY_HEADINGS],
    d.by_line.map((r) => [r.line, r.colour, ...tallyCells(r)]), [2, 3, 4, 5, 6, 7]));
  // Best and worst named openings: among those of 5 games or more, by the player's score.
  const named = d.openings.filter((o) => o.opening && o.games >= 5);
  const byScore = [...named].sort((a, b) => tallyScore(b) - tallyScore(a) || b.games - a.games);
  const row = (o) => [o.opening, o.colour, ...tallyCells(o)];
  body.append(element('h3', 'Best named openings (5 games or more)'),
    table(['opening', 'colour', ...TALLY_HEADINGS], byScore.slice(0, 5).map(row), [2, 3, 4, 5, 6, 7]));
  body.append(element('h3', 'Worst named openings (5 games or more)'),
    table(['opening', 'colour', ...TALLY_HEADINGS], byScore.slice(-5).reverse().map(row), [2, 3, 4, 5, 6, 7]));
  body.append(element('h3', 'Most played named openings'),
    table(['opening', 'colour', ...TALLY_HEADINGS], d.openings.slice(0, 8).map((o) => [o.opening ?? '(none)', o.colour,
      ...tallyCells(o)]), [2, 3, 4, 5, 6, 7]));
  const pp = d.perfect_play;
  if (pp.games > 0) {
    body.append(element('p', `Against perfect play (WTHOR's score from 24 empties, ${count(pp.games, 'game')}): `
      + `${signed(-pp.mean_discs_lost)} discs a game; below perfect play in ${count(pp.games_worse, 'game')}, `
      + `level in ${number(pp.games_same)}, above in ${number(pp.games_better)}`, 'note'));
  }
  if (d.similar_names.length) {
    body.append(element('p', 'Similar names, perhaps the same person: '
      + d.similar_names.map((s) => `${s.name} (${count(s.games, 'game')})`).join(', '), 'note'));
  }
}

function drawRepertoire(r, body) {
  body.append(element('p', `${r.player} as ${r.colour}: ${count(r.root.games, 'game')} reached this position `
    + `(of ${number(r.games)}); ${r.max_ply} moves deep, the player's moves to positions of ${count(r.min_games, 'game')} `
    + 'or more. Figures are the player\'s: games, score, discs.', 'note'));
  body.append(repertoireList(r.root));
  if (r.deviations.length) {
    body.append(element('h3', `Where the player leaves the database's choice: ${count(r.deviations.length, 'position')}`));
    body.append(table(['position', 'plays', 'games', 'score', 'most played', 'best'], r.deviations.map((d) => [d.moves,
      d.played, number(d.games), percent(tallyScore(d)), d.most_played ? `${d.most_played.move} (${number(d.most_played.games)})` : '',
      d.best ? `${d.best.move} (${percent(d.best.score)})` : '']), [2, 3]));
  }
}

function repertoireList(node) {
  const list = element('ul', null, 'rep');
  for (const b of node.branches) {
    const item = element('li');
    const number = node.ply + 1;
    const move = element('span', `${number}. ${b.move}`, 'move');
    const target = node.moves + b.move;
    move.addEventListener('click', () => goToLine(parseMoves(target)));
    item.append(move, element('span', ` ${b.games} · ${percent(tallyScore(b))}${b.mean_discs === null ? '' : ' · '
      + b.mean_discs.toFixed(1)}${b.opening ? ' · ' + b.opening : ''}`, 'figures'));
    if (node.player_to_move && (node.leaves_most_played || node.leaves_best) && b === node.branches[0]) {
      const db = node.database;
      item.append(element('span', ` — database: most played ${db.most_played ? db.most_played.move : '–'}`
        + (db.best ? `, best ${db.best.move}` : ''), 'leaves'));
    }
    if (b.node && b.node.transposes_to) {
      item.append(element('span', ` → transposes to ${b.node.transposes_to}`, 'figures'));
    } else if (b.node) {
      item.append(repertoireList(b.node));
    }
    list.append(item);
  }
  if (node.hidden_moves > 0) list.append(element('li', `(${count(node.hidden_moves, 'other move')} of the player: not followed)`, 'figures'));
  return list;
}

function drawOrders(r, body) {
  body.append(element('p', `${count(r.games, 'game')} reached this position by ${count(r.orders, 'move order')} `
    + `(${r.filter.description}); results are black's.`, 'note'));
  const t = table(['move order', 'games', 'share', 'black%', 'years'], r.move_orders.map((o) => [o.moves + (o.typed ? ' *' : ''),
    number(o.games), percent(o.games / r.games), percent((o.black_wins + 0.5 * o.draws) / o.games), years(o).replace(/^, /, '')]), [1, 2, 3]);
  t.querySelectorAll('tbody tr').forEach((row, i) => {
    row.addEventListener('click', () => goToLine(parseMoves(r.move_orders[i].moves)));
  });
  body.append(t);
}

/** Shows the position after {@code line}, a new line (the game being replayed is closed). */
function goToLine(line) {
  state.line = line;
  state.cursor = line.length;
  state.game = null;
  $('game-panel').hidden = true;
  state.gamesOffset = 0;
  state.clickedAt = performance.now();
  show();
}

// --- the moves by year: popularity and score, drawn here as SVG ---

const TREND_COLOURS = ['#2e7d4f', '#b3261e', '#1f5fa8', '#c77d00', '#7b3fa0'];
const TREND_MIN_GAMES = 5;

/**
 * Two charts of the position's five most played moves, year by year: the share of that year's
 * games that played each move, and black's score with it (years of 5 games or more with the move).
 */
function drawTrend(r, body) {
  const years = r.years;
  if (!years.length) {
    body.append(element('p', 'No dated game reached this position.', 'note'));
    return;
  }
  const totals = new Map();
  for (const y of years) for (const m of y.moves) totals.set(m.move, (totals.get(m.move) || 0) + m.games);
  const top = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([move]) => move);
  const first = years[0].year;
  const last = years[years.length - 1].year;
  body.append(element('p', `${count(years.reduce((n, y) => n + y.games, 0), 'dated game')}, ${first}–${last} `
    + `(${r.filter.description}); the five most played moves.`, 'note'));
  const legend = element('p', null, 'note');
  top.forEach((move, i) => {
    const key = element('span', ' ', 'key');
    key.style.background = TREND_COLOURS[i];
    legend.append(key, ` ${move}  `);
  });
  body.append(legend);
  const share = (y, move) => {
    const m = y.moves.find((x) => x.move === move);
    return y.games ? (m ? m.games : 0) / y.games : null;
  };
  const score = (y, move) => {
    const m = y.moves.find((x) => x.move === move);
    return m && m.games >= TREND_MIN_GAMES ? (m.black_wins + 0.5 * m.draws) / m.games : null;
  };
  body.append(element('h3', "Share of the year's games"), trendChart(years, top, share, first, last, 'popularity'));
  body.append(element('h3', `Black's score (years of ${TREND_MIN_GAMES} games or more with the move)`),
    trendChart(years, top, score, first, last, 'score'));
}

function trendChart(years, moves, value, first, last, name) {
  const width = 360;
  const height = 150;
  const left = 30;
  const bottom = 18;
  const x = (year) => left + (last === first ? 0 : (width - left - 6) * (year - first) / (last - first));
  const y = (v) => 6 + (height - bottom - 6) * (1 - v);
  const svg = svgElement('svg', {viewBox: `0 0 ${width} ${height}`, role: 'img', 'data-chart': name,
    'aria-label': `${name} of the most played moves by year`});
  for (const v of [0, 0.5, 1]) {
    svg.append(svgElement('line', {x1: left, x2: width, y1: y(v), y2: y(v), stroke: '#ddd'}));
    svg.append(svgElement('text', {x: 0, y: y(v) + 3}, `${Math.round(100 * v)}%`));
  }
  svg.append(svgElement('text', {x: left, y: height - 4}, String(first)),
    svgElement('text', {x: width - 30, y: height - 4}, String(last)));
  moves.forEach((move, i) => {
    // A line through the years with a value; a year without one breaks it.
    let points = [];
    const flush = () => {
      if (points.length > 1) {
        svg.append(svgElement('polyline', {points: points.join(' '), fill: 'none', stroke: TREND_COLOURS[i],
          'stroke-width': 1.5, 'data-move': move}));
      } else if (points.length === 1) {
        const [px, py] = points[0].split(',');
        svg.append(svgElement('circle', {cx: px, cy: py, r: 1.8, fill: TREND_COLOURS[i], 'data-move': move}));
      }
      points = [];
    };
    for (const yr of years) {
      const v = value(yr, move);
      if (v === null) flush(); else points.push(`${x(yr.year).toFixed(1)},${y(v).toFixed(1)}`);
    }
    flush();
  });
  const wrap = element('div', null, 'chart');
  wrap.append(svg);
  return wrap;
}

// --- a game's endgame against perfect play ---

const ENDGAME_FROM = 22;

async function loadEndgame(id) {
  const graph = $('endgame-graph');
  graph.replaceChildren();
  $('endgame-summary').textContent = '';
  $('endgame-note').textContent = `(from ${ENDGAME_FROM} empties, solving…)`;
  const seq = state.seq;
  try {
    // While the server solves, it answers with the moves solved so far (complete: false): they are drawn, then asked again.
    for (;;) {
      const r = await fetchPatiently(`/api/endgame?${query({game: id, from_empties: ENDGAME_FROM})}`, null,
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

const SVG = 'http://www.w3.org/2000/svg';

function svgElement(tag, attributes, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * Each analysed move's loss against perfect play as a bar (its mover's discs given away), black's
 * moves above the axis and white's below, the first mistake outlined; a click goes to the move.
 */
function drawEndgame(r) {
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
  for (const id of ['player-panel', 'repertoire-panel', 'orders-panel', 'trend-panel']) {
    $(id).addEventListener('toggle', () => { if ($(id).open) loadPanels(state.seq, state.requests?.signal); });
  }
  document.addEventListener('keydown', keys);
  window.addEventListener('popstate', () => readUrl().catch(showError));
  namePicker('player');
  namePicker('opponent');
  readUrl().catch(showError);
});
