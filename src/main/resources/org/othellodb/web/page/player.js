// The player panel: one player's results, as player NAME gives them.

import {element, table, number, percent, count, signed, years} from './dom.js';
import {address} from './api.js';
import {state} from './state.js';

/** The player's share of points, from the counts as the command line computes it (not from the rounded document). */
export function tallyScore(t) {
  return t.games ? (t.won + 0.5 * t.drawn) / t.games : null;
}

export function tallyCells(t) {
  return [number(t.games), number(t.won), number(t.drawn), number(t.lost), percent(tallyScore(t)),
    t.mean_discs === null ? '' : t.mean_discs.toFixed(1)];
}

export const TALLY_HEADINGS = ['games', 'won', 'drawn', 'lost', 'score', 'discs'];

export function drawPlayer(d, body) {
  const t = d.total;
  body.append(element('p', `${d.player.name}: ${count(t.games, 'game')}${years(t)}, `
    + `${count(d.tournaments, 'tournament')} (${d.filter.description}); scores ${percent(tallyScore(t))}`, 'note'));
  if (t.games === 0) return;
  body.append(element('h3', 'By colour'), table(['colour', ...TALLY_HEADINGS],
    d.by_colour.map((r) => [r.colour, ...tallyCells(r)]), [1, 2, 3, 4, 5, 6]));
  // The score of each year, drawn as a bar beside the figures.
  const yearRows = d.by_year.map((r) => {
    const bar = element('span', null, 'years-bar');
    bar.style.width = `${Math.round(60 * (tallyScore(r) ?? 0))}px`;
    bar.title = percent(tallyScore(r));
    return [String(r.year), ...tallyCells(r), bar];
  });
  body.append(element('h3', 'By year'), table(['year', ...TALLY_HEADINGS, ''], yearRows, [1, 2, 3, 4, 5, 6]));
  body.append(element('h3', "By opening line (white's reply to f5)"), table(['line', 'colour', ...TALLY_HEADINGS],
    d.by_line.map((r) => [r.line, r.colour, ...tallyCells(r)]), [2, 3, 4, 5, 6, 7]));
  // Best and worst named openings: among those of 5 games or more, by the player's score.
  const named = d.openings.filter((o) => o.opening && o.games >= 5);
  const byScore = [...named].sort((a, b) => tallyScore(b) - tallyScore(a) || b.games - a.games);
  const row = (o) => [o.opening, o.colour, ...tallyCells(o)];
  body.append(element('h3', 'Best named openings (5 games or more)'),
    table(['opening', 'colour', ...TALLY_HEADINGS], byScore.slice(0, 5).map(row), [2, 3, 4, 5, 6, 7]));
  body.append(element('h3', 'Worst named openings (5 games or more)'),
    table(['opening', 'colour', ...TALLY_HEADINGS], byScore.slice(-5).reverse().map(row), [2, 3, 4, 5, 6, 7]));
  body.append(element('h3', 'Most played named openings'),
    table(['opening', 'colour', ...TALLY_HEADINGS], d.openings.slice(0, 8).map((o) => [o.opening ?? '(none)', o.colour,
      ...tallyCells(o)]), [2, 3, 4, 5, 6, 7]));
  const pp = d.perfect_play;
  if (pp.games > 0) {
    body.append(element('p', `Against perfect play (WTHOR's score from 24 empties, ${count(pp.games, 'game')}): `
      + `${signed(-pp.mean_discs_lost)} discs a game; below perfect play in ${count(pp.games_worse, 'game')}, `
      + `level in ${number(pp.games_same)}, above in ${number(pp.games_better)}`, 'note'));
  }
  if (d.similar_names.length) {
    body.append(element('p', 'Similar names, perhaps the same person: '
      + d.similar_names.map((s) => `${s.name} (${count(s.games, 'game')})`).join(', '), 'note'));
  }
}

export const playerPanel = {
  name: 'player',
  shown: () => Boolean(state.filter.player),
  heading: () => (state.filter.player ? `Player: ${state.filter.player}` : 'Player'),
  path: () => address('/api/player', {...state.filter, limit: 0}),
  draw: drawPlayer,
};
