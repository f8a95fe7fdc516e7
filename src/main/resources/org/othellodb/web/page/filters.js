// The filters' form, with name pickers that list the matching players.

import {$, number} from './dom.js';
import {query, fetchPatiently, showError} from './api.js';
import {state} from './state.js';
import {loadOpenings} from './openings.js';
import {show} from './app.js';

// The filters, under the API's (the command line's) names; no_xot is a box to tick.
export const FILTERS = ['player', 'as', 'opponent', 'tournament', 'from', 'to', 'source', 'exclude_player', 'exclude_tournament',
  'no_xot'];

export function fieldValue(name) {
  const field = $(name);
  return field.type === 'checkbox' ? (field.checked ? 'true' : '') : field.value.trim();
}

export function setField(name, value) {
  const field = $(name);
  if (field.type === 'checkbox') field.checked = value === 'true';
  else field.value = value || '';
}

export function applyFilters(event) {
  event.preventDefault();
  state.filter = {};
  for (const name of FILTERS) {
    const v = fieldValue(name);
    if (v) state.filter[name] = v;
  }
  state.gamesOffset = 0;
  hideSuggestions();
  show();
  if ($('openings-panel').open) loadOpenings();
}

export function clearFilters() {
  for (const name of FILTERS) setField(name, '');
  $('filters').requestSubmit();
}

export function namePicker(field) {
  const input = $(field);
  const list = $(`${field}-suggestions`);
  let timer = null;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const text = input.value.trim();
      if (text.length < 2) {
        list.hidden = true;
        return;
      }
      try {
        const players = await fetchPatiently(`/api/players?${query({q: text, limit: 12})}`);
        list.replaceChildren();
        for (const p of players) {
          const item = document.createElement('li');
          item.textContent = `${p.name} (${number(p.games)})`;
          item.dataset.name = p.name;
          item.addEventListener('mousedown', (e) => {
            e.preventDefault();
            input.value = p.name;
            list.hidden = true;
          });
          list.append(item);
        }
        list.hidden = players.length === 0;
      } catch (e) {
        showError(e);
      }
    }, 150);
  });
  input.addEventListener('blur', () => setTimeout(() => { list.hidden = true; }, 100));
}

export function hideSuggestions() {
  for (const list of document.querySelectorAll('.suggestions')) list.hidden = true;
}
