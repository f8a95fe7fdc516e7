// What the page looks at: the line, the cursor, the view, the filters, the game being replayed.

export const PAGE_SIZE = 20;

export const state = {
  line: [],        // the moves known (squares), possibly beyond the cursor (forward)
  cursor: 0,       // how many of them are played on the board
  view: 0,         // the board's orientation: a symmetry index (0: a1 at the top left)
  filter: {},      // the filters applied, by the API's parameter names
  tree: {},        // the tree's own options: min_games, sort (absent: the server's defaults)
  gamesOffset: 0,
  game: null,      // the game being replayed: its JSON and the map of its squares onto the line
  seq: 0,          // the number of the latest request for the board's position; older answers are dropped
  answer: null,    // while the drill asks a move: {moves, give(square)}, what a click on the board asked answers
  recorder: null,  // while a repertoire is edited: record(moves), which adds the line played to it
  mine: null,      // the moves the repertoire edited holds at a position: {name, moves, held}
  clickedAt: null, // when the user last asked for a new position (for the click-to-tree figure)
};

export function parseMoves(text) {
  return (text || '').toLowerCase().match(/[a-h][1-8]/g) || [];
}

export function movesText(count = state.cursor) {
  return state.line.slice(0, count).join('');
}

/**
 * The query every request about the position is built from: the moves at the cursor (under
 * {@code movesName}: most routes say moves, the games' say position), the filters and {@code extra}.
 */
export function positionQuery(extra = {}, movesName = 'moves') {
  return {[movesName]: movesText(), ...state.filter, ...extra};
}
