// board.js: squares and symmetries as the server numbers them, and the board the server draws after a line.
async function check(board, t) {
  const index = (names) => names.map(board.squareIndex);
  t.equal(index(['a1', 'h1', 'a8', 'f5', 'h8']), [0, 7, 56, 37, 63], 'squareIndex()');
  t.equal([0, 7, 56, 37, 63].map(board.squareName), ['a1', 'h1', 'a8', 'f5', 'h8'], 'squareName()');
  const f5 = board.squareIndex('f5');
  t.equal([1, 2, 4, 7].map((s) => board.squareName(board.applySymmetry(s, f5))), ['c5', 'f4', 'e6', 'd3'],
    'applySymmetry(): bit 1 mirrors the columns, bit 2 the rows, bit 4 transposes');
  t.equal([0, 1, 2, 3, 4, 5, 6, 7].map((s) => board.compose(s, board.inverseOf(s))), [0, 0, 0, 0, 0, 0, 0, 0],
    'inverseOf() undoes each symmetry');

  // The board after f5 d6 c3: black c3 d4 e4 e5 f5, white d5 d6, white to move on d3 f3 f4 g5.
  const {state} = await t.load('state.js');
  await board.goToLine(['f5', 'd6', 'c3']);
  const svg = await t.until(() => t.$('board').dataset.moves === 'f5d6c3' && t.$('board').querySelector('svg'));
  const squares = [...svg.querySelectorAll('rect[data-square]')];
  t.equal(squares.length, 64, '64 squares');
  const under = (circle) => squares.find((r) => {
    const [x, y, cx, cy] = [+r.getAttribute('x'), +r.getAttribute('y'), +circle.getAttribute('cx'), +circle.getAttribute('cy')];
    return cx > x && cx < x + +r.getAttribute('width') && cy > y && cy < y + +r.getAttribute('height');
  }).dataset.square;
  const discs = (colour) => [...svg.querySelectorAll(`circle.disc.${colour}`)].map(under).sort();
  t.equal(discs('black'), ['c3', 'd4', 'e4', 'e5', 'f5'], 'the black discs after f5d6c3');
  t.equal(discs('white'), ['d5', 'd6'], 'the white discs after f5d6c3');
  t.equal(squares.filter((r) => r.classList.contains('legal')).map((r) => r.dataset.square).sort(), ['d3', 'f3', 'f4', 'g5'],
    "white's legal moves are the squares to click");
  t.equal(t.$('to-move').textContent, 'White to move \u00b7 \u25cf 5  \u25cb 2', 'the side to move and the discs');
  t.equal([...t.$('move-list').children].map((li) => [li.textContent, li.className]),
    [['f5', 'played'], ['d6', 'played'], ['c3', 'played current']], 'the move list');

  // A click on a legal square plays it; the move list follows, and back goes to the position before.
  squares.find((r) => r.dataset.square === 'f4').dispatchEvent(new MouseEvent('click'));
  await t.until(() => t.$('board').dataset.moves === 'f5d6c3f4');
  t.equal(state.line, ['f5', 'd6', 'c3', 'f4'], 'the click on f4 played it');
  board.goTo(3);
  await t.until(() => t.$('board').dataset.moves === 'f5d6c3');
  t.equal([state.cursor, t.$('forward').disabled, t.$('back').disabled], [3, false, false], 'goTo() moves the cursor back');
}
