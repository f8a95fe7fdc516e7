// data.js: the page of the imported files and their problems, drawn from /api/sources and /api/problems.
const page = '/data.html';
async function check(data, t) {
  const sources = await t.json('/api/sources');
  const problems = await t.json('/api/problems?limit=200');
  const rows = await t.until(() => {
    const found = [...document.querySelectorAll('#sources tbody tr')];
    return found.length && t.$('problems-title').textContent !== 'Import problems' ? found : null;
  });
  t.equal(rows.map((r) => [r.cells[1].textContent, r.cells[3].textContent]), sources.sources.map((s) => [s.path, String(s.read)]),
    'a row per file of /api/sources');
  t.equal(rows.map((r) => r.cells[1].textContent), ['WTH_2021.wtb'], 'the one file imported');
  t.equal(t.$('sources-title').textContent, 'Files: 1 file imported', 'the title counts the files');
  t.equal(t.$('problems-title').textContent, `Import problems: ${problems.total}`, 'the problems are counted');
  t.equal(document.querySelector('#problems tbody').textContent, 'No import problem.', 'none in WTH_2021.wtb');
}
