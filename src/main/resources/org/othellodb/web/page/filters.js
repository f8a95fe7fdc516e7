// The filters' form, built from the filters the server accepts (/api/filters), with name pickers
// that list the matching players.

import {$, element, number} from './dom.js';
import {setPageWords, address, fetchJson, fetchPatiently, showError} from './api.js';
import {state} from './state.js';
import {loadOpenings} from './openings.js';
import {show} from './app.js';

/** The filters the server accepts, under the API's names, in its order (filled by loadFilters). */
export let FILTERS = [];

/**
 * Asks the server for its filters; each one the page's HTML has no field for gets one, made from its
 * kind, under "More filters". The server's labels also give the page's words for its messages.
 */
export async function loadFilters() {
  const {filters} = await fetchJson('/api/filters');
  FILTERS = filters.map((f) => f.parameter);
  setPageWords(filters);
  for (const f of filters) {
    if (!$(f.parameter)) $('more-filters-body').append(field(f));
  }
  $('more-filters').hidden = $('more-filters-body').childElementCount === 0;
}

/** A labelled field for a filter: a list of its values, a box to tick, a year or a text. */
function field(f) {
  const label = element('label', `${f.label} `);
  label.title = f.description;
  let input;
  if (f.kind === 'flag') {
    input = element('input');
    input.type = 'checkbox';
    input.value = 'true';
    label.prepend(input);
  } else if (f.values.length) {
    input = element('select');
    input.append(new Option('any', ''), ...f.values.map((v) => new Option(v, v)));
    label.append(input);
  } else {
    input = element('input');
    input.type = f.kind === 'year' ? 'number' : 'text';
    input.placeholder = 'any';
    input.size = 12;
    label.append(input);
  }
  input.name = input.id = f.parameter;
  return label;
}

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
        const players = await fetchPatiently(address('/api/players', {q: text, limit: 12}));
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
        // Not after the user left the field (the names came late): the list would cover what is under it.
        list.hidden = players.length === 0 || document.activeElement !== input;
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
