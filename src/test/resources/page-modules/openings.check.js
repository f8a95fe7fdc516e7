// openings.js: the named openings of /api/openings, searchable by name.
async function check(openings, t) {
  const served = (await t.json('/api/openings?sort=games')).openings;
  await openings.loadOpenings();
  const rows = [...t.$('openings').tBodies[0].rows];
  t.equal(rows.map((r) => r.cells[0].textContent), served.map((o) => [o.name, ...o.aliases].join(' / ')),
    "a row per opening of /api/openings, the most played first");
  t.equal(rows.slice(0, 2).map((r) => [r.cells[0].textContent, r.cells[2].textContent]),
    [['Perpendicular Opening', '454'], ['Tiger', '250']], 'the most played in 2021');
  t.$('openings-search').value = 'TIGER';
  openings.filterOpenings();
  const shown = rows.filter((r) => !r.hidden);
  t.ok(shown.length > 0 && shown.length < rows.length, 'a search shows some of them');
  t.ok(shown.every((r) => r.dataset.name.includes('tiger')), 'those whose name holds the text, in any case');
}
