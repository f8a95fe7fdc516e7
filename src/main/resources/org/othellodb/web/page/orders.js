// The move orders panel: the orders by which the games reached the position.

import {element, table, number, percent, count, years} from './dom.js';
import {address} from './api.js';
import {parseMoves, positionQuery} from './state.js';
import {goToLine} from './board.js';

export function drawOrders(r, body) {
  body.append(element('p', `${count(r.games, 'game')} reached this position by ${count(r.orders, 'move order')} `
    + `(${r.filter.description}); results are black's.`, 'note'));
  const t = table(['move order', 'games', 'share', 'black%', 'years'], r.move_orders.map((o) => [o.moves + (o.typed ? ' *' : ''),
    number(o.games), percent(o.games / r.games), percent((o.black_wins + 0.5 * o.draws) / o.games), years(o).replace(/^, /, '')]), [1, 2, 3]);
  t.querySelectorAll('tbody tr').forEach((row, i) => {
    row.addEventListener('click', () => goToLine(parseMoves(r.move_orders[i].moves)));
  });
  body.append(t);
}

export const ordersPanel = {
  name: 'orders',
  shown: () => true,
  path: () => address('/api/transpositions', positionQuery()),
  draw: drawOrders,
};
