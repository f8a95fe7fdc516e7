// repertoire.js: a player's moves with one colour from the position, from /api/repertoire.
async function check(repertoire, t) {
  const {state} = await t.load('state.js');
  t.equal(repertoire.repertoirePanel.shown(), false, 'the panel is hidden without a player and a colour');
  state.filter = {player: 'Tastet Marc', as: 'black'};
  t.equal(repertoire.repertoirePanel.path(), '/api/repertoire?player=Tastet+Marc&as=black&max_ply=6&min_games=5',
    'the panel asks for six plies from the start');
  const answer = await t.json(repertoire.repertoirePanel.path());
  const body = document.createElement('div');
  repertoire.drawRepertoire(answer, body);
  t.ok(body.querySelector('p.note').textContent.startsWith('Tastet Marc as black: 17 games reached this position (of 17)'),
    'the note counts the games');
  const first = body.querySelector('ul.rep > li > span.move');
  t.equal(first.textContent, '1. f5', 'the first move of the tree');
  const level = ':scope > ul.rep > li > ul.rep > li > ul.rep > li > span.move';
  const below = (node) => (node && !node.transposes_to ? node.branches : []);
  const third = below(answer.root).flatMap((a) => below(a.node)).flatMap((b) => below(b.node)).map((c) => `3. ${c.move}`);
  t.ok(third.length > 0, 'the answer goes three plies deep');
  t.equal([...body.querySelectorAll(level)].map((m) => m.textContent), third, "the moves at the third ply are the answer's");
  first.dispatchEvent(new MouseEvent('click'));
  await t.until(() => t.$('board').dataset.moves === 'f5');
  t.equal(state.line, ['f5'], 'a click on a move goes to it');
}
