// Talking to the server: every request's address built from one query object, answers checked,
// failures in the page's words.

import {$} from './dom.js';

/**
 * A refusal or failure of the server, in the page's words. A name that matches several players
 * carries them ({@code matches}) and the filter it was typed in ({@code parameter}).
 */
export class ApiError extends Error {
  constructor(message, body = {}) {
    super(message);
    this.matches = body.matches || [];
    this.parameter = body.parameter || null;
    // A line refused for playing another move than a repertoire's: sent again with replace, it takes its place.
    this.replace = Boolean(body.replace);
  }
}

/** The error of a refused request's JSON body. */
function refusal(body, response, suffix = '') {
  return new ApiError(inPageWords(body.error || response.statusText) + suffix, body);
}

/** The command line's options (in the server's messages) in the words of the page's fields; see setPageWords. */
let pageWords = [[/^moves:/, 'Moves:']];

/** Takes the page's words from the server's list of filters: each option's and parameter's label. */
export function setPageWords(filters) {
  // The longer options first: --player-like before --player.
  const byLength = [...filters].sort((a, b) => b.option.length - a.option.length);
  pageWords = [...byLength.flatMap((f) => [[new RegExp(`${f.option}\\b`, 'g'), f.label],
    [new RegExp(`^${f.parameter}:`), `${f.label}:`]]), [/^moves:/, 'Moves:']];
}

export function inPageWords(message) {
  return pageWords.reduce((text, [pattern, words]) => text.replace(pattern, words), String(message));
}

/**
 * The address of {@code route} with a query object's parameters; a value left empty (undefined,
 * null, '') is not sent, as an empty field means no filter, and no parameter means no '?'.
 */
export function address(route, params = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') q.set(k, v);
  }
  const text = q.toString();
  return text ? `${route}?${text}` : route;
}

/**
 * An answer of the API, checked: a failure (even one that is not JSON, from a proxy or a crash)
 * becomes an ApiError in the page's words. A request the user has moved past is aborted through
 * {@code signal}; its rejection is an AbortError, which callers ignore.
 */
export async function fetchJson(path, signal) {
  const response = await fetch(path, {signal});
  const type = response.headers.get('Content-Type') || '';
  if (!type.startsWith('application/json')) {
    throw new ApiError(`The server answered ${response.status} ${response.statusText} without data; try again.`);
  }
  const body = await response.json();
  if (!response.ok) {
    const wait = response.headers.get('Retry-After');
    throw refusal(body, response, wait ? ` (try again in ${wait} s)` : '');
  }
  return body;
}

/** A POST of a JSON object (the drill's answers, the repertoire's edits), answered as fetchJson answers. */
export async function postJson(path, object) {
  const response = await fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(object)});
  const body = await response.json();
  if (!response.ok) throw refusal(body, response);
  return body;
}

/** The board's diagram: SVG checked and parsed as such, never text put into the page as HTML. */
export async function fetchSvg(path, signal) {
  const response = await fetch(path, {signal});
  if (!response.ok || !(response.headers.get('Content-Type') || '').startsWith('image/svg+xml')) {
    let message = `The board could not be drawn (${response.status}).`;
    if ((response.headers.get('Content-Type') || '').startsWith('application/json')) {
      message = inPageWords((await response.json()).error || message);
    }
    throw new ApiError(message);
  }
  const doc = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
  const root = doc.documentElement;
  // Only an SVG root in the SVG namespace (a parse error yields another element) is drawn.
  if (!(root instanceof SVGSVGElement)) {
    throw new ApiError('The board could not be drawn (not a diagram).');
  }
  for (const bad of root.querySelectorAll('script, foreignObject')) bad.remove();
  return document.importNode(root, true);
}

/**
 * An answer of a route that may be busy (the solver, the expensive routes): on 503, waits the
 * Retry-After it names and asks again, until it answers (a busy server refuses at once and the
 * solver goes on between the asks, so a slow machine answers later, never wrongly); {@code waiting}
 * is told each time, to say so on the page.
 */
export async function fetchPatiently(path, signal, waiting) {
  for (;;) {
    const response = await fetch(path, {signal});
    if (response.status !== 503) {
      if (!(response.headers.get('Content-Type') || '').startsWith('application/json')) {
        throw new ApiError(`The server answered ${response.status} ${response.statusText} without data; try again.`);
      }
      const body = await response.json();
      if (!response.ok) throw refusal(body, response);
      return body;
    }
    if (waiting) waiting();
    const wait = Number(response.headers.get('Retry-After')) || 2;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    if (signal && signal.aborted) throw new DOMException('aborted', 'AbortError');
  }
}

export function aborted(e) {
  return e && e.name === 'AbortError';
}

export function showError(e) {
  if (aborted(e)) return;
  if (!(e instanceof ApiError)) console.error(e);
  $('error').textContent = e instanceof ApiError ? e.message : `Something went wrong: ${e.message}`;
  $('error').hidden = false;
}

export function clearError() {
  $('error').hidden = true;
}
