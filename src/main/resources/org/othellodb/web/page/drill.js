// The drill panel: a standalone ES module, not yet wired into the page (app.js is being split into
// modules). To wire it: add <section id="drill-panel" hidden></section> to index.html, then
//   import { mountDrill } from './drill.js';
//   mountDrill(document.getElementById('drill-panel'));
// It talks to GET /api/drill/next and POST /api/drill/answer (docs/drill.md). The server keeps no
// session: a missed position is asked again here, and the summary is counted here.

const SQUARE = /^([a-h][1-8]|pass)$/i;

function element(tag, attributes = {}, text = '') {
  const e = document.createElement(tag);
  Object.entries(attributes).forEach(([k, v]) => e.setAttribute(k, v));
  if (text) e.textContent = text;
  return e;
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(body.error || response.statusText);
  return body;
}

export function mountDrill(root) {
  root.replaceChildren();
  const form = element('form', { class: 'drill-start' });
  const name = element('input', { name: 'repertoire', placeholder: 'repertoire', 'aria-label': 'Repertoire', required: '' });
  form.append(name, element('button', { type: 'submit' }, 'Drill'));
  const board = element('img', { class: 'drill-board', alt: 'the position to answer', width: '320', height: '320' });
  const prompt = element('p', { class: 'drill-prompt', 'aria-live': 'polite' });
  const answer = element('form', { class: 'drill-answer', hidden: '' });
  const move = element('input', { name: 'move', placeholder: 'your move, e.g. c3', 'aria-label': 'Your move',
    autocomplete: 'off', inputmode: 'text', maxlength: '4' });
  answer.append(move, element('button', { type: 'submit' }, 'Answer'), element('button', { type: 'button', class: 'drill-stop' }, 'Stop'));
  const summary = element('p', { class: 'drill-summary' });
  root.append(form, prompt, board, answer, summary);

  const session = { repertoire: '', due: 0, asked: 0, right: 0, first: new Map(), last: new Map(), current: null };

  function showSummary() {
    const firsts = [...session.first.values()];
    const learned = [...session.last.values()].filter(Boolean).length;
    const retention = firsts.length ? Math.round(100 * firsts.filter(Boolean).length / firsts.length) + '%' : '-';
    summary.textContent = `${session.due} due at the start, ${session.asked} asked, ${session.right} right, `
      + `${learned} learned, retention ${retention}`;
  }

  function ask(moves, isNew, colour) {
    session.current = moves;
    board.src = '/api/board.svg?moves=' + encodeURIComponent(moves);
    prompt.textContent = (moves ? 'After ' + moves : 'The start') + `, ${colour} to move` + (isNew ? ' (new)' : '') + ':';
    answer.hidden = false;
    move.value = '';
    move.focus();
  }

  async function next(first) {
    const body = await json(await fetch('/api/drill/next?repertoire=' + encodeURIComponent(session.repertoire)));
    if (first) session.due = body.due;
    if (!body.prompt) {
      prompt.textContent = `Nothing more is due in '${body.repertoire}'.`;
      answer.hidden = true;
      showSummary();
      return;
    }
    session.colour = body.colour;
    ask(body.prompt.moves, body.prompt.new, body.colour);
    showSummary();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    Object.assign(session, { repertoire: name.value.trim(), due: 0, asked: 0, right: 0, first: new Map(), last: new Map() });
    try { await next(true); } catch (e) { prompt.textContent = e.message; }
  });

  answer.addEventListener('submit', async (event) => {
    event.preventDefault();
    const given = move.value.trim();
    if (!SQUARE.test(given)) { prompt.textContent = 'Type a square such as c3.'; return; }
    try {
      const graded = await json(await fetch('/api/drill/answer', {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ repertoire: session.repertoire, moves: session.current, move: given }),
      }));
      session.asked += 1;
      if (graded.right) session.right += 1;
      if (!session.first.has(session.current)) session.first.set(session.current, graded.right);
      session.last.set(session.current, graded.right);
      const figures = graded.games ? ` (${graded.games} games, the mover scored ${Math.round(100 * graded.mover_score)}%)` : '';
      if (graded.right) {
        await next(false);
        prompt.textContent = `Right: ${graded.expected}${figures}. ` + prompt.textContent;
      } else {
        const again = session.current;
        ask(again, false, session.colour);
        prompt.textContent = `No: the repertoire plays ${graded.expected}${figures}. Again: ` + prompt.textContent;
        showSummary();
      }
    } catch (e) { prompt.textContent = e.message; }
  });

  answer.querySelector('.drill-stop').addEventListener('click', () => {
    answer.hidden = true;
    prompt.textContent = 'Stopped.';
    showSummary();
  });
}
