// games.js: the games that reached the position, the newest first, a page of /api/games at a time.
async function check(games, t) {
  const {state} = await t.load('state.js');
  state.line = ['f5', 'd6', 'c3'];
  state.cursor = 3;
  const page = await t.json('/api/games?position=f5d6c3&newest=true&limit=20&offset=0');
  t.equal([page.total, page.games.length], [228, 20], 'the games of 2021 after f5d6c3, a first page of 20');
  await games.loadGames(state.seq, null);
  const rows = [...t.$('games').tBodies[0].rows];
  t.equal(rows.map((r) => Number(r.dataset.id)), page.games.map((g) => g.id), "the rows are /api/games' page, in its order");
  t.equal(rows.map((r) => [...r.cells].slice(1, 4).map((c) => c.textContent)), page.games.map((g) => [g.black, g.white, g.score]),
    'each row names the players and the score');
  t.equal(t.$('games-title').textContent, 'Games that reached this position: 228, newest first', 'the title counts them');
  t.equal([t.$('page-info').textContent, t.$('newer').disabled, t.$('older').disabled], ['1\u201320 of 228', true, false],
    'the page and the buttons to the others');
}
