// orders.js: the move orders by which the games reached the position, from /api/transpositions.
async function check(orders, t) {
  const {state} = await t.load('state.js');
  state.line = ['f5', 'd6', 'c3', 'd3', 'c4'];
  state.cursor = 5;
  t.equal(orders.ordersPanel.path(), '/api/transpositions?moves=f5d6c3d3c4', "the panel asks for the position's orders");
  const answer = await t.json(orders.ordersPanel.path());
  const body = document.createElement('div');
  orders.drawOrders(answer, body);
  const rows = [...body.querySelectorAll('tbody tr')];
  t.equal(rows.map((r) => [r.cells[0].textContent, r.cells[1].textContent]), [['f5d6c3d3c4 *', '200'], ['f5d6c4d3c3', '50']],
    'the two orders of the tiger in 2021, the typed one marked');
  t.equal(body.querySelector('p.note').textContent,
    "250 games reached this position by 2 move orders (all games); results are black's.", 'the note counts them');
  rows[1].dispatchEvent(new MouseEvent('click'));
  await t.until(() => t.$('board').dataset.moves === 'f5d6c4d3c3');
  t.equal(state.line, ['f5', 'd6', 'c4', 'd3', 'c3'], 'a click on an order goes to its line');
}
