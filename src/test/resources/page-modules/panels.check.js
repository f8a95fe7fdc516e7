// panels.js: each panel has its place in the markup, shows when it applies, and fills when opened.
async function check(panels, t) {
  t.equal(panels.panels().map((p) => p.name), ['player', 'repertoire', 'orders', 'trend', 'drill', 'own', 'news', 'coverage'],
    'the panels');
  t.ok(panels.panels().every((p) => t.$(`${p.name}-panel`) && t.$(`${p.name}-body`)), 'each has its details and body in the page');
  const {state} = await t.load('state.js');
  state.line = ['f5', 'd6'];
  state.cursor = 2;
  panels.loadPanels(state.seq, null);
  t.equal(panels.panels().map((p) => t.$(`${p.name}-panel`).hidden), [true, true, false, false, false, false, false, false],
    'without a player, the player and repertoire panels are hidden');
  panels.wirePanels();
  t.$('orders-panel').open = true;
  const path = '/api/transpositions?moves=f5d6';
  await t.until(() => t.$('orders-body').dataset.path === path && !t.$('orders-panel').classList.contains('loading'));
  const answer = await t.json(path);
  t.equal(t.$('orders-body').querySelectorAll('tbody tr').length, answer.move_orders.length,
    "the opened panel drew the server's answer for the position");
  state.filter = {player: 'Tastet Marc', as: 'black'};
  panels.loadPanels(state.seq, null);
  t.equal([t.$('player-panel').hidden, t.$('repertoire-panel').hidden, t.$('repertoire-heading').textContent],
    [false, false, 'Repertoire of Tastet Marc as black from this position'], 'with a player and a colour, both show');
}
