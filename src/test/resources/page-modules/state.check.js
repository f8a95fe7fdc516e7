// state.js: the line, the cursor and the query every request about the position is built from.
async function check(s, t) {
  t.equal(s.parseMoves('F5 d6, c3'), ['f5', 'd6', 'c3'], 'parseMoves() reads squares in any case and spacing');
  t.equal(s.parseMoves(''), [], 'parseMoves() of nothing');
  t.equal([s.state.line, s.state.cursor, s.state.view], [[], 0, 0], 'the page starts at the start position');
  s.state.line = ['f5', 'd6', 'c3'];
  s.state.cursor = 2;
  t.equal(s.movesText(), 'f5d6', 'movesText(): the moves up to the cursor');
  t.equal(s.movesText(3), 'f5d6c3', 'movesText(count)');
  s.state.filter = {player: 'Tastet Marc', from: '2020'};
  t.equal(s.positionQuery(), {moves: 'f5d6', player: 'Tastet Marc', from: '2020'}, 'positionQuery(): moves and filters');
  t.equal(s.positionQuery({limit: 20}, 'position'), {position: 'f5d6', player: 'Tastet Marc', from: '2020', limit: 20},
    "positionQuery(extra, 'position'), as the games' route names the moves");
}
