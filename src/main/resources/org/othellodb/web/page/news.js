// The news panel (docs/drill.md, "What changed for me"): the new games of the imports that met one of
// the user's repertoires or were played by a watched player, as `news` lists them (GET /api/news): the
// last import's, or those since a date, or those of one file.

import {$, element, table, count} from './dom.js';
import {address} from './api.js';
import {show} from './app.js';

/** The most games listed: an import of a year can touch a thousand; the command lists them all. */
const SHOWN = 100;

/** What the user asked for: '' (the last import), a date (YYYY-MM-DD) or a file's name. */
let since = '';

/** A game's news in words, as the command line says it. */
function describe(n) {
  switch (n.kind) {
    case 'watched': return `a game of ${n.subject} (watched)`;
    case 'followed': return `followed '${n.subject}' to its end (${count(n.ply, 'move')})`;
    case 'novelty': return `left '${n.subject}' at move ${n.ply + 1} by ${n.move}, a reply it does not prepare`;
    default: return `left '${n.subject}' at move ${n.ply + 1} by ${n.move} instead of your move`;
  }
}

function drawNews(answer, body) {
  const form = element('form');
  form.className = 'news-since';
  const field = element('input');
  Object.assign(field, {id: 'news-since', value: since, placeholder: 'the last import', size: 16, autocomplete: 'off'});
  field.setAttribute('aria-label', 'News since a date (YYYY-MM-DD) or of one file (its name); empty: the last import');
  const label = element('label', 'since ');
  label.append(field);
  form.append(label, element('button', 'Show'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    since = field.value.trim();
    show(false);
  });
  const what = since === '' ? 'the last import' : /^\d{4}-\d{2}-\d{2}/.test(since) ? `imports since ${since}` : since;
  const summary = element('p', answer.news.length ? `News from ${what}: ${count(answer.news.length, 'game')}.`
    : `No news from ${what}. An import tells what its new games did to your repertoires and watched players `
      + '(othello-db watch NAME).', 'note');
  summary.id = 'news-summary';
  body.append(form, summary);
  if (!answer.news.length) return;
  const rows = answer.news.slice(0, SHOWN).map((n) => {
    const game = element('a', `#${n.game_id}`);
    game.href = address('/', {game: n.game_id});
    return [game, n.year, `${n.black || '?'} – ${n.white || '?'}`, describe(n), n.source];
  });
  const shown = table(['game', 'year', 'players', 'what', 'file'], rows, [1]);
  shown.querySelector('table').id = 'news';
  body.append(shown);
  if (answer.news.length > SHOWN) {
    body.append(element('p', `The first ${SHOWN}; othello-db news${since ? ` --since ${since}` : ''} lists them all.`, 'note'));
  }
}

export const newsPanel = {
  name: 'news',
  shown: () => true,
  path: () => address('/api/news', {since}),
  draw: drawNews,
};
