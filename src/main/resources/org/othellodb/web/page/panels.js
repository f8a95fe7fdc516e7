// The panels under the tree (a <details> each; the drill's under the board): an opened panel asks
// for its answer when the position or the filters change. A panel is a module that exports its description:
//   name      its element ids are NAME-panel, NAME-heading (optional) and NAME-body
//   shown()   whether it applies to the filters (hidden otherwise)
//   heading() its summary line (optional)
//   path()    the API request whose answer it draws
//   draw(answer, body)
// A new panel is one module, one entry in panels() and its <details> in index.html.

import {$, busy} from './dom.js';
import {ApiError, fetchPatiently, aborted} from './api.js';
import {state} from './state.js';
import {playerPanel} from './player.js';
import {repertoirePanel} from './repertoire.js';
import {ordersPanel} from './orders.js';
import {trendPanel} from './trend.js';
import {drillPanel} from './drill.js';
import {ownPanel} from './own.js';
import {newsPanel} from './news.js';
import {coveragePanel} from './coverage.js';

/**
 * The panels in the page's order. A function, not a list made when this module loads: a panel's
 * module that is loaded first (on its own, as its test loads it) reaches this one through app.js
 * before its own panel is made, and a list made then would meet the panel not yet defined.
 */
export function panels() {
  return [playerPanel, repertoirePanel, ordersPanel, trendPanel, drillPanel, ownPanel, newsPanel, coveragePanel];
}

export function loadPanels(seq, signal) {
  for (const p of panels()) {
    const details = $(`${p.name}-panel`);
    details.hidden = !p.shown();
    if (p.heading) $(`${p.name}-heading`).textContent = p.heading();
    if (!details.hidden && details.open) panel(p, seq, signal);
  }
}

/** Loads each panel when it is opened. */
export function wirePanels() {
  for (const p of panels()) {
    const details = $(`${p.name}-panel`);
    details.addEventListener('toggle', () => { if (details.open) loadPanels(state.seq, state.requests?.signal); });
  }
}

/** Fills a panel's body with an answer, or its error in place of older content. */
async function panel(p, seq, signal) {
  const path = p.path();
  const body = $(`${p.name}-body`);
  if (body.dataset.path === path && !body.dataset.error) return;
  busy(`${p.name}-panel`, true);
  try {
    const answer = await fetchPatiently(path, signal);
    if (seq !== state.seq) return;
    body.replaceChildren();
    delete body.dataset.error;
    p.draw(answer, body);
    body.dataset.path = path;
  } catch (e) {
    if (seq !== state.seq || aborted(e)) return;
    const message = document.createElement('p');
    message.className = 'panel-error';
    message.textContent = e instanceof ApiError ? e.message : `Could not be read: ${e.message}`;
    body.replaceChildren(message);
    body.dataset.error = 'true';
    body.dataset.path = path;
  } finally {
    if (seq === state.seq) busy(`${p.name}-panel`, false);
  }
}
