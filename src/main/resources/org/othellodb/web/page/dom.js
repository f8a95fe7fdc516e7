// The page's small helpers: elements, tables, SVG, and numbers as people read them.

export const $ = (id) => document.getElementById(id);

/** Marks a part of the page as waiting for the server (a spinner in the style sheet, aria-busy for readers). */
export function busy(id, on) {
  $(id).classList.toggle('loading', on);
  $(id).setAttribute('aria-busy', on ? 'true' : 'false');
}

export function element(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (className) e.className = className;
  return e;
}

/** A table of rows, each a list of cell values; {@code numeric}: the indexes of the columns of numbers. */
export function table(headings, rows, numeric = []) {
  const t = element('table');
  const head = t.createTHead().insertRow();
  headings.forEach((h, i) => head.append(element('th', h, numeric.includes(i) ? 'num' : '')));
  const body = t.createTBody();
  for (const values of rows) {
    const row = body.insertRow();
    values.forEach((v, i) => {
      const cell = row.insertCell();
      if (v instanceof Node) cell.append(v); else cell.textContent = v ?? '';
      if (numeric.includes(i)) cell.className = 'num';
    });
  }
  const wrap = element('div', null, 'scroll');
  wrap.append(t);
  return wrap;
}

export function cells(row, values) {
  values.forEach((v, i) => {
    const cell = row.insertCell();
    if (v instanceof Node) cell.append(v); else cell.textContent = v;
    // A cell takes its column's classes: numbers align right, 'wide' columns fold away on narrow screens.
    cell.className = row.parentElement.parentElement.tHead.rows[0].cells[i].className;
  });
}

export const SVG = 'http://www.w3.org/2000/svg';

export function svgElement(tag, attributes, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

export function number(n) {
  return n === null || n === undefined ? '' : n.toLocaleString('en-US');
}

/** As the command line's %.1f: toFixed rounds the exact value half up, as Java's Formatter does. */
export function percent(x) {
  return x === null || x === undefined ? '' : `${(100 * x).toFixed(1)}%`;
}

/** "1 game", "2 games". */
export function count(n, noun) {
  return `${number(n)} ${n === 1 ? noun : noun + 's'}`;
}

export function signed(x) {
  return x === null || x === undefined ? '' : (x > 0 ? '+' : x < 0 ? '−' : '') + Math.abs(x).toFixed(1);
}

export function signedInt(x) {
  return x === null || x === undefined ? '' : (x > 0 ? '+' : x < 0 ? '−' : '') + Math.abs(x);
}

export function years(s) {
  if (s.first_year === null) return '';
  return s.first_year === s.last_year ? `, ${s.first_year}` : `, ${s.first_year}–${s.last_year}`;
}

export function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
