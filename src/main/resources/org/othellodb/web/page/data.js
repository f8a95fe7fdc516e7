// The imported files and their problems, read-only. Answers are written as text, never as HTML.

const number = n => (n ?? 0).toLocaleString('en-US');
const plural = (n, one, many) => `${number(n)} ${n === 1 ? one : many}`;

function cell(row, text, className) {
  const td = document.createElement('td');
  td.textContent = text ?? '';
  if (className) td.className = className;
  row.appendChild(td);
}

function emptyRow(tbody, columns, text) {
  const tr = document.createElement('tr');
  tr.className = 'empty';
  const td = document.createElement('td');
  td.colSpan = columns;
  td.textContent = text;
  tr.appendChild(td);
  tbody.appendChild(tr);
}

async function fetchJson(address) {
  const answer = await fetch(address, { headers: { Accept: 'application/json' } });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(body.error || `the server answered ${answer.status}`);
  return body;
}

function showError(message) {
  const box = document.getElementById('error');
  box.textContent = message;
  box.hidden = !message;
}

async function showSources() {
  const doc = await fetchJson('/api/sources');
  document.getElementById('sources-title').textContent = `Files: ${plural(doc.total, 'file', 'files')} imported`;
  const tbody = document.querySelector('#sources tbody');
  tbody.replaceChildren();
  if (!doc.sources.length) emptyRow(tbody, 10, 'Nothing imported yet: othello-db import FILE... or othello-db build.');
  for (const s of doc.sources) {
    const tr = document.createElement('tr');
    cell(tr, String(s.id), 'num wide');
    cell(tr, s.path);
    cell(tr, s.format, 'wide');
    cell(tr, number(s.read), 'num');
    cell(tr, number(s.imported), 'num wide');
    cell(tr, number(s.duplicates), 'num wide');
    cell(tr, number(s.rejected), 'num wide');
    cell(tr, number(s.games_held), 'num');
    cell(tr, number(s.problems), 'num');
    cell(tr, (s.imported_at || '').replace('T', ' ').replace(/\..*$|Z$/, ''), 'wide');
    tbody.appendChild(tr);
  }
}

async function showProblems(reason) {
  const doc = await fetchJson('/api/problems?limit=200' + (reason ? '&reason=' + encodeURIComponent(reason) : ''));
  const select = document.getElementById('reason');
  if (select.options.length === 1) {
    for (const [code, count] of Object.entries(doc.by_reason || {})) {
      const option = document.createElement('option');
      option.value = code;
      option.textContent = `${code} (${number(count)})`;
      select.appendChild(option);
    }
  }
  document.getElementById('problems-title').textContent = `Import problems: ${number(doc.total)}`;
  const tbody = document.querySelector('#problems tbody');
  tbody.replaceChildren();
  if (!doc.problems.length) emptyRow(tbody, 4, 'No import problem.');
  for (const p of doc.problems) {
    const tr = document.createElement('tr');
    cell(tr, p.path);
    cell(tr, p.line == null ? '' : number(p.line), 'num wide');
    cell(tr, p.reason);
    cell(tr, p.message);
    tbody.appendChild(tr);
  }
  const shown = doc.problems.length;
  document.getElementById('problems-more').textContent = shown < doc.total
    ? `The first ${number(shown)} of ${number(doc.total)}; othello-db problems lists them all.` : '';
}

async function load() {
  try {
    showError('');
    await showSources();
    await showProblems(document.getElementById('reason').value);
  } catch (e) {
    showError(`The imported files cannot be shown: ${e.message}`);
  }
}

document.getElementById('reason').addEventListener('change', load);
load();
