// The coverage panel (docs/repertoire.md): how the games under the page's filters met one of the
// user's repertoires, as `repertoire coverage` prints it (GET /api/repertoires/coverage): the share
// kept at each depth, the holes (the opponent's replies it does not answer, the most played first),
// the lines to memorise, and its moves with their score beside the solver's value and their flags.

import {$, element, table, number, percent, count, signedInt} from './dom.js';
import {address} from './api.js';
import {state} from './state.js';
import {show} from './app.js';

/** The repertoire chosen (none: the panel asks for the list), and the list last read. */
let chosen = '';
let known = [];

function picker() {
  const choice = element('select');
  choice.id = 'coverage-repertoire';
  choice.setAttribute('aria-label', 'Repertoire whose coverage to show');
  choice.append(element('option', known.length ? 'choose a repertoire' : 'no repertoire yet (make one above)'));
  choice.firstChild.value = '';
  for (const r of known) {
    const option = element('option', `${r.name} (${r.colour})`);
    option.value = r.name;
    choice.append(option);
  }
  choice.value = chosen;
  choice.addEventListener('change', () => { chosen = choice.value; show(false); });
  return choice;
}

function drawCoverage(answer, body) {
  if (answer.repertoires) known = answer.repertoires;
  body.append(picker());
  if (answer.repertoires) return;
  const r = answer;
  const colour = r.repertoire.colour;
  const summary = element('p', `'${r.repertoire.name}' for ${colour} against ${count(r.games, 'game')} `
    + `(${r.filter.description}): ${count(r.umigame, 'line')} to memorise (Umigame), ${number(r.umigame_played)} counting `
    + `the replies of ${count(r.min_games, 'game')} or more.`, 'note');
  summary.id = 'coverage-summary';
  body.append(summary, element('h3', 'Kept in it, by depth'));
  body.append(table(['depth', 'following', 'left by opp.', `left by ${colour}`, 'ended', 'kept'],
    r.depths.map((d) => [d.depth, number(d.following), number(d.left_by_opponent), number(d.left_by_own), number(d.ended),
      percent(d.share)]), [0, 1, 2, 3, 4, 5]));
  body.append(element('h3', `Holes: replies it does not answer, the most played first${r.holes.length < r.holes_total
    ? ` (${r.holes.length} of ${number(r.holes_total)})` : ''}`));
  if (r.holes.length) {
    const holes = table(['after', 'reply', 'games', `${colour}%`],
      r.holes.map((h) => [h.moves || '(start)', h.reply, number(h.games), percent(h.score)]), [2, 3]);
    holes.querySelector('table').id = 'coverage-holes';
    body.append(holes);
  } else {
    body.append(element('p', 'None: it answers every reply played.', 'note'));
  }
  body.append(element('h3', `Your moves: ${colour}'s score in the games and the move's value (${r.values})`));
  const moves = table(['after', 'move', 'games', 'score', 'value', 'expected', 'flag'],
    r.moves.map((m) => [m.moves || '(start)', m.move, number(m.games), m.score === null ? '–' : percent(m.score),
      m.value === null ? '–' : signedInt(m.value), m.expected === null ? '–' : percent(m.expected), m.flag || '']), [2, 3, 4, 5]);
  moves.querySelector('table').id = 'coverage-moves';
  body.append(moves, element('p', 'Flags: trap, bluff or hard where the games\' score and the score the value predicts '
    + 'differ by more than 20 points, on moves of at least 20 games (docs/repertoire.md).', 'note'));
}

export const coveragePanel = {
  name: 'coverage',
  shown: () => true,
  path: () => (chosen ? address('/api/repertoires/coverage', {repertoire: chosen, ...state.filter}) : '/api/repertoires'),
  draw: drawCoverage,
};
