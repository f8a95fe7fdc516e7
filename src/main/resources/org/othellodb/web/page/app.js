// The othello-db explorer: a board, the tree of its position, the filters and the games that reached
// it, all read from the server's JSON API. The server knows the rules; this page only keeps the line
// being looked at and draws what the server answers.
'use strict';

const FILTERS = ['player', 'as', 'opponent', 'tournament', 'from', 'to', 'source'];
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

async function fetchJson(path) {
  const response = await fetch(path);
  const body = await response.json();
  if (!response.ok) throw new ApiError(body.error || response.statusText);
  return body;
}

function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') q.set(k, v);
  }
  return q.toString();
}

function showError(e) {
  if (!(e instanceof ApiError)) console.error(e);
  $('error').textContent = e.message;
  $('error').hidden = false;
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
  state.line = parseMoves(p.get('moves'));
  state.cursor = state.line.length;
  state.view = Number(p.get('view')) || 0;
  state.filter = {};
  for (const name of FILTERS) {
    if (p.get(name)) state.filter[name] = p.get(name);
    $(name).value = p.get(name) || '';
  }
  state.game = null;
  state.gamesOffset = 0;
  if (p.get('game')) {
    await openGame(p.get('game'));
  } else {
    await show(false);
  }
}

// --- showing a position ---

/** Shows the position at the cursor: board, tree and games. */
async function show(push = true) {
  const seq = ++state.seq;
  const moves = movesText();
  writeUrl(push);
  drawMoveList();
  const filter = query(state.filter);
  const view = state.view;
  const board = fetch(`/api/board.svg?${query({moves, view})}`).then((r) => r.text());
  const position = fetchJson(`/api/position?${query({moves})}`);
  const tree = fetchJson(`/api/tree?${query({moves})}&${filter}`);
  try {
    const [svg, pos] = await Promise.all([board, position]);
    if (seq !== state.seq) return;
    drawBoard(svg, pos, view);
    const t = await tree;
    if (seq !== state.seq) return;
    drawTree(t);
    clearError();
  } catch (e) {
    if (seq === state.seq) showError(e);
  }
  loadGames(seq);
}

function drawBoard(svg, pos, view) {
  $('board').innerHTML = svg;
  $('board').dataset.moves = pos.moves;
  $('board').dataset.view = view;
  for (const square of $('board').querySelectorAll('rect.legal')) {
    square.addEventListener('click', () => play(square.dataset.square));
  }
  const discs = `● ${pos.black_discs}  ○ ${pos.white_discs}`;
  $('to-move').textContent = pos.game_over ? `Game over · ${discs}`
    : `${capital(pos.to_move)} to move${pos.must_pass ? ' (must pass)' : ''} · ${discs}`;
}

function drawMoveList() {
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
  $('position-title').textContent = [t.moves || 'Start position', p.name].filter(Boolean).join(' · ');
  $('position-summary').textContent = p.games === 0 ? `No game reached this position (${describeFilter()}).`
    : `${number(p.games)} games${years(p)} (${describeFilter()}): black ${number(p.black_wins)} · draws ${number(p.draws)} · `
      + `white ${number(p.white_wins)}; black scores ${percent(p.black_score)} `
      + `(${percent(p.black_score_low)}–${percent(p.black_score_high)}); mean disc difference ${signed(p.mean_disc_diff)}`
      + (p.mean_theoretical_diff === null ? '' : `; perfect play ${signed(p.mean_theoretical_diff)}`)
      + (p.games_ended_here ? `; ${number(p.games_ended_here)} ended here` : '');
  const body = $('tree').tBodies[0];
  body.replaceChildren();
  for (const c of t.children) {
    const row = body.insertRow();
    row.dataset.move = c.move;
    row.className = c.low_count ? 'low' : '';
    row.title = c.squares.length > 1 ? `same as ${c.squares.join(' ')}` : '';
    cells(row, [c.low_count ? '*' : '', c.move, number(c.games), percent(c.share), resultBar(c), percent(c.black_score),
      `${percent(c.black_score_low)}–${percent(c.black_score_high)}`, signed(c.mean_disc_diff),
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
    if (row.parentElement.parentElement.tHead.rows[0].cells[i].classList.contains('num')) cell.className = 'num';
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

async function loadGames(seq) {
  const moves = movesText();
  try {
    const page = await fetchJson(`/api/games?${query({position: moves || null, newest: true, limit: PAGE_SIZE,
      offset: state.gamesOffset, ...state.filter})}`);
    if (seq !== state.seq) return;
    drawGames(page);
  } catch (e) {
    if (seq === state.seq) showError(e);
  }
}

function drawGames(page) {
  $('games-title').textContent = `Games that reached this position: ${number(page.total)}, newest first`;
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
    const v = $(name).value.trim();
    if (v) state.filter[name] = v;
  }
  state.gamesOffset = 0;
  hideSuggestions();
  show();
  if ($('openings-panel').open) loadOpenings();
}

function clearFilters() {
  for (const name of FILTERS) $(name).value = '';
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

function percent(x) {
  return x === null || x === undefined ? '' : `${(100 * x).toFixed(1)}%`;
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
  $('newer').addEventListener('click', () => { state.gamesOffset = Math.max(0, state.gamesOffset - PAGE_SIZE); loadGames(state.seq); });
  $('older').addEventListener('click', () => { state.gamesOffset += PAGE_SIZE; loadGames(state.seq); });
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
