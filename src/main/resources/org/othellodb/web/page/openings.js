// The named openings, searchable by name.

import {$, cells, number, percent} from './dom.js';
import {address, fetchPatiently, showError} from './api.js';
import {state, parseMoves} from './state.js';
import {show} from './app.js';

export async function loadOpenings() {
  try {
    const {openings} = await fetchPatiently(address('/api/openings', {...state.filter, sort: 'games'}));
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

export function filterOpenings() {
  const text = $('openings-search').value.trim().toLowerCase();
  for (const row of $('openings').tBodies[0].rows) row.hidden = text !== '' && !row.dataset.name.includes(text);
}
