// The repertoire panel: a player's moves with one colour from the position.

import {element, table, number, percent, count} from './dom.js';
import {address} from './api.js';
import {state, parseMoves, positionQuery} from './state.js';
import {goToLine} from './board.js';
import {tallyScore} from './player.js';

export function drawRepertoire(r, body) {
  body.append(element('p', `${r.player} as ${r.colour}: ${count(r.root.games, 'game')} reached this position `
    + `(of ${number(r.games)}); ${r.max_ply} moves deep, the player's moves to positions of ${count(r.min_games, 'game')} `
    + 'or more. Figures are the player\'s: games, score, discs.', 'note'));
  body.append(repertoireList(r.root));
  if (r.deviations.length) {
    body.append(element('h3', `Where the player leaves the database's choice: ${count(r.deviations.length, 'position')}`));
    const departures = table(['position', 'plays', 'games', 'score', 'most played', 'best'], r.deviations.map((d) => [d.moves,
      d.played, number(d.games), percent(tallyScore(d)), d.most_played ? `${d.most_played.move} (${number(d.most_played.games)})` : '',
      d.best ? `${d.best.move} (${percent(d.best.score)})` : '']), [2, 3]);
    departures.classList.add('deviations');
    body.append(departures);
  }
}

export function repertoireList(node) {
  const list = element('ul', null, 'rep');
  for (const b of node.branches) {
    const item = element('li');
    const number = node.ply + 1;
    const move = element('span', `${number}. ${b.move}`, 'move');
    const target = node.moves + b.move;
    move.addEventListener('click', () => goToLine(parseMoves(target)));
    item.append(move, element('span', ` ${b.games} · ${percent(tallyScore(b))}${b.mean_discs === null ? '' : ' · '
      + b.mean_discs.toFixed(1)}${b.opening ? ' · ' + b.opening : ''}`, 'figures'));
    if (node.player_to_move && (node.leaves_most_played || node.leaves_best) && b === node.branches[0]) {
      const db = node.database;
      item.append(element('span', ` — database: most played ${db.most_played ? db.most_played.move : '–'}`
        + (db.best ? `, best ${db.best.move}` : ''), 'leaves'));
    }
    if (b.node && b.node.transposes_to) {
      item.append(element('span', ` → transposes to ${b.node.transposes_to}`, 'figures'));
    } else if (b.node) {
      item.append(repertoireList(b.node));
    }
    list.append(item);
  }
  if (node.hidden_moves > 0) list.append(element('li', `(${count(node.hidden_moves, 'other move')} of the player: not followed)`, 'figures'));
  return list;
}

export const repertoirePanel = {
  name: 'repertoire',
  shown: () => Boolean(state.filter.player && state.filter.as),
  heading: () => (state.filter.player && state.filter.as
    ? `Repertoire of ${state.filter.player} as ${state.filter.as} from this position` : 'Repertoire'),
  path: () => address('/api/repertoire', positionQuery({
    max_ply: Math.min(60, Math.max(state.cursor + 4, 6)), min_games: 5}, 'position')),
  draw: drawRepertoire,
};
