// dom.js: the page's small helpers, on elements of their own and on the explorer's markup.
async function check(dom, t) {
  t.equal(dom.$('board').getAttribute('aria-label'), 'board', '$ finds an element of the page by id');
  dom.busy('tree-panel', true);
  t.equal([dom.$('tree-panel').classList.contains('loading'), dom.$('tree-panel').getAttribute('aria-busy')], [true, 'true'],
    'busy(id, true) marks the panel as waiting');
  dom.busy('tree-panel', false);
  t.equal([dom.$('tree-panel').classList.contains('loading'), dom.$('tree-panel').getAttribute('aria-busy')], [false, 'false'],
    'busy(id, false) clears it');
  const made = dom.element('span', 'text', 'note');
  t.equal([made.tagName, made.textContent, made.className], ['SPAN', 'text', 'note'], 'element(tag, text, class)');
  const wrap = dom.table(['player', 'games'], [['Tastet Marc', dom.number(1234567)], ['Leader Imre', null]], [1]);
  t.equal(wrap.className, 'scroll', 'table() is wrapped to scroll sideways');
  t.equal([...wrap.querySelectorAll('thead th')].map((th) => [th.textContent, th.className]), [['player', ''], ['games', 'num']],
    'table() headings, the numeric column marked');
  t.equal([...wrap.querySelectorAll('tbody tr')].map((r) => [...r.cells].map((c) => c.textContent)),
    [['Tastet Marc', '1,234,567'], ['Leader Imre', '']], 'table() rows, a missing value empty');
  const row = wrap.querySelector('tbody').insertRow();
  dom.cells(row, ['x', '7']);
  t.equal([...row.cells].map((c) => c.className), ['', 'num'], "cells() take their column's classes");
  const circle = dom.svgElement('circle', {r: 5}, 'title');
  t.equal([circle.namespaceURI, circle.getAttribute('r'), circle.textContent], [dom.SVG, '5', 'title'], 'svgElement()');
  t.equal([dom.percent(0.5625), dom.percent(null), dom.count(1, 'game'), dom.count(2000, 'game')],
    ['56.3%', '', '1 game', '2,000 games'], 'percent() and count()');
  t.equal([dom.signed(1.5), dom.signed(-2), dom.signed(0), dom.signedInt(-3), dom.signedInt(4)],
    ['+1.5', '\u22122.0', '0.0', '\u22123', '+4'], 'signed() and signedInt() with a true minus sign');
  t.equal([dom.years({first_year: 2001, last_year: 2021}), dom.years({first_year: 2021, last_year: 2021}),
    dom.years({first_year: null})], [', 2001\u20132021', ', 2021', ''], 'years()');
  t.equal(dom.capital('white'), 'White', 'capital()');
}
