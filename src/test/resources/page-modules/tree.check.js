// tree.js: the rows of /api/tree drawn as the table, and the score shares computed as the command line computes them.
async function check(tree, t) {
  const answer = await t.json('/api/tree?moves=f5');
  tree.drawTree(answer);
  const rows = [...t.$('tree').tBodies[0].rows];
  t.equal(rows.map((r) => r.dataset.move), answer.children.map((c) => c.move), 'a row per move of /api/tree, in its order');
  t.equal(rows.map((r) => r.dataset.move).sort(), ['d6', 'f4', 'f6'], "the rows are white's three replies to f5");
  t.equal(rows.map((r) => r.cells[2].textContent), answer.children.map((c) => c.games.toLocaleString('en-US')),
    'the games column');
  t.equal(t.$('tree').dataset.moves, 'f5', 'the table says which position it shows');
  t.ok(t.$('position-summary').textContent.startsWith(`${answer.position.games} games, 2021 (all games): black `),
    'the summary counts the games');
  for (const c of answer.children) {
    const [share, low, high] = tree.scoreShare(c, 'black');
    t.ok(Math.abs(share - c.black_score) < 0.00005 && Math.abs(low - c.black_score_low) < 0.00005
      && Math.abs(high - c.black_score_high) < 0.00005, `scoreShare() of ${c.move} is the server's 95% interval`);
  }
  const {state} = await t.load('state.js');
  t.equal(tree.describeFilter(), 'all games', 'describeFilter() without filters');
  state.filter = {player: 'Tastet Marc', as: 'white', from: '2020'};
  t.equal([tree.describeFilter(), tree.playerSide(), tree.eitherColour()],
    ["player 'Tastet Marc' as white, years 2020-\u2026", 'white', false], 'describeFilter() and the player\'s side');
  const {ApiError} = await t.load('api.js');
  tree.failTree(new ApiError('no such position'), 'f5f5');
  t.equal([t.$('tree').tBodies[0].rows.length, t.$('position-summary').textContent, t.$('tree').dataset.error],
    [0, 'no such position', 'true'], 'failTree() leaves no row of another position under the error');
}
