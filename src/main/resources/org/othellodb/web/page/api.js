// Talking to the server: every request's address built from one query object, answers checked,
// failures in the page's words.

import {$} from './dom.js';

export class ApiError extends Error {}

/** The words of the command line's options, as this page names its fields. */
export const PAGE_WORDS = [
  [/--exclude-player\b/g, 'Excluded player'], [/--player-like\b/g, 'Player (part of a name)'],
  [/--opponent-like\b/g, 'Opponent (part of a name)'], [/--player\b/g, 'Player'], [/--opponent\b/g, 'Opponent'],
  [/--tournament\b/g, 'Tournament'], [/--source\b/g, 'Source'], [/--from\b/g, 'Years from'], [/--to\b/g, 'Years to'],
  [/--as\b/g, 'as'], [/^from:/, 'Years from:'], [/^to:/, 'Years to:'], [/^as:/, 'as:'], [/^moves:/, 'Moves:'],
];

export function inPageWords(message) {
  return PAGE_WORDS.reduce((text, [pattern, words]) => text.replace(pattern, words), String(message));
}

export function query(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null && v !== '') q.set(k, v);
  }
  return q.toString();
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
    throw new ApiError(inPageWords(body.error || response.statusText) + (wait ? ` (try again in ${wait} s)` : ''));
  }
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
      if (!response.ok) throw new ApiError(inPageWords(body.error || response.statusText));
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
