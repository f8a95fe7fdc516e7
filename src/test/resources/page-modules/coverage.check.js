// coverage.js: the repertoire 'tiger' chosen, its coverage of the games of 2021 as /api/repertoires/coverage answers it.
async function check(coverage, t) {
  const {state} = await t.load('state.js');
  const {show} = await t.load('app.js');
  t.equal(coverage.coveragePanel.path(), '/api/repertoires', 'no repertoire chosen: the panel asks for the list');
  t.$('coverage-panel').open = true;
  show(false);
  const listed = await t.until(() => t.$('coverage-body').dataset.path === '/api/repertoires' && t.$('coverage-repertoire'));
  t.equal([...listed.options].map((o) => [o.value, o.textContent]), [['', 'choose a repertoire'], ['tiger', 'tiger (black)']],
    'a choice per repertoire of the list');
  state.filter = {from: 2021};
  listed.value = 'tiger';
  listed.dispatchEvent(new Event('change'));
  const path = '/api/repertoires/coverage?repertoire=tiger&from=2021';
  t.equal(coverage.coveragePanel.path(), path, 'the repertoire chosen, with the filters');
  await t.until(() => t.$('coverage-body').dataset.path === path);
  const answer = await t.json(path);
  t.equal([answer.games, answer.repertoire.name], [680, 'tiger'], "the server's answer: tiger against the 680 games of 2021");
  const numbers = (id) => [...t.$(id).tBodies[0].rows].map((r) => [...r.cells].map((c) => c.textContent));
  const plain = (text) => Number(text.replace(/,/g, ''));
  t.ok(t.$('coverage-summary').textContent.startsWith("'tiger' for black against 680 games ("), 'the summary counts the games');
  const depths = t.$('coverage-body').querySelector('table');
  t.equal([...depths.tBodies[0].rows].map((r) => [...r.cells].slice(0, 5).map((c) => plain(c.textContent))),
    answer.depths.map((d) => [d.depth, d.following, d.left_by_opponent, d.left_by_own, d.ended]), "the depths' figures are the server's");
  t.equal(numbers('coverage-holes').map((r) => [r[0], r[1], plain(r[2])]),
    answer.holes.map((h) => [h.moves || '(start)', h.reply, h.games]), "the holes are the server's, in its order");
  t.ok(answer.holes.length > 0, 'tiger leaves replies unanswered in 2021');
  t.equal(numbers('coverage-moves').map((r) => [r[0], r[1], plain(r[2]), r[6]]),
    answer.moves.map((m) => [m.moves || '(start)', m.move, m.games, m.flag || '']), "its moves are the server's, with their flags");
  t.equal(t.$('coverage-moves').tBodies[0].rows[0].cells[1].textContent, 'f5', "the repertoire's first move");
}
