// api.js: addresses built from a query object, answers checked, refusals in the page's words.
async function check(api, t) {
  t.equal(api.address('/api/tree', {moves: 'f5', player: '', from: null, to: undefined, min_games: 2}),
    '/api/tree?moves=f5&min_games=2', 'address() leaves out empty values');
  t.equal(api.address('/api/tree'), '/api/tree', 'address() without parameters has no ?');
  t.equal(api.address('/', {player: 'Tastet Marc', moves: 'f5d6'}), '/?player=Tastet+Marc&moves=f5d6',
    'address() encodes values');
  const served = await t.json('/api/filters');
  t.equal(await api.fetchJson('/api/filters'), served, 'fetchJson() answers the JSON');
  try {
    await api.fetchJson('/api/tree?moves=f5f5');
    t.ok(false, 'an illegal line is refused');
  } catch (e) {
    t.ok(e instanceof api.ApiError, 'a refusal is an ApiError');
    t.equal(e.message, "move 'f5' at ply 2 is not legal here (f5 is occupied; white can play f4 d6 f6)",
      "the refusal's message is the server's");
  }
  api.setPageWords(served.filters);
  const player = served.filters.find((f) => f.parameter === 'player');
  t.equal(api.inPageWords(`${player.option} matches 2 players`), `${player.label} matches 2 players`,
    "inPageWords() names the page's field for an option");
  const svg = await api.fetchSvg('/api/board.svg?moves=f5');
  t.equal([svg.tagName, svg.querySelectorAll('rect[data-square]').length], ['svg', 64], 'fetchSvg() answers the diagram');
  t.equal((await api.fetchPatiently('/api/position?moves=f5d6')).moves, 'f5d6', 'fetchPatiently() answers the JSON');
  api.showError(new api.ApiError('a refusal'));
  t.equal([t.$('error').hidden, t.$('error').textContent], [false, 'a refusal'], 'showError() shows the message');
  api.clearError();
  t.equal(t.$('error').hidden, true, 'clearError() hides it');
}
