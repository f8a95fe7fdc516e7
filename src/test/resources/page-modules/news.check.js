// news.js: what the import of 2021 did to the repertoire 'tiger' (made before it), as /api/news lists it.
async function check(news, t) {
  const {show} = await t.load('app.js');
  t.equal(news.newsPanel.path(), '/api/news', 'by default the panel asks for the last import');
  t.$('news-panel').open = true;
  show(false);
  await t.until(() => t.$('news-body').dataset.path === '/api/news' && t.$('news-since'));
  const last = await t.json('/api/news');
  t.ok(last.news.length > 100, 'the import of 2021 has more news than the panel lists');
  const rows = () => [...t.$('news').tBodies[0].rows].map((r) => [Number(r.cells[0].textContent.slice(1)), Number(r.cells[1].textContent),
    r.cells[3].textContent, r.cells[4].textContent]);
  const server = (answer) => answer.news.slice(0, 100).map((n) => [n.game_id, n.year, n.kind, n.source]);
  t.equal(rows().map((r) => [r[0], r[1], r[3]]), server(last).map((n) => [n[0], n[1], n[3]]), "the first 100 rows are the server's");
  t.equal(t.$('news-summary').textContent, `News from the last import: ${last.news.length.toLocaleString('en')} games.`, 'the summary counts them all');
  t.ok(rows().every((r) => r[2].includes("'tiger'")), 'each row tells how the game met tiger');

  t.$('news-since').value = 'WTH_2021.wtb';
  t.$('news-body').querySelector('form.news-since').requestSubmit();
  await t.until(() => t.$('news-body').dataset.path === '/api/news?since=WTH_2021.wtb');
  const ofFile = await t.json('/api/news?since=WTH_2021.wtb');
  t.equal(ofFile.news.length, last.news.length, 'the file of the last import has the same news');
  t.equal(rows().map((r) => r[0]), server(ofFile).map((n) => n[0]), "the file's rows are the server's");

  t.$('news-since').value = '2100-01-01';
  t.$('news-body').querySelector('form.news-since').requestSubmit();
  await t.until(() => t.$('news-body').dataset.path === '/api/news?since=2100-01-01');
  t.equal((await t.json('/api/news?since=2100-01-01')).news, [], 'no import since 2100');
  t.equal([t.$('news'), t.$('news-summary').textContent.startsWith('No news from imports since 2100-01-01.')], [null, true],
    'no table, the summary says so');
}
