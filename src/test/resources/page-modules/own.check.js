// own.js: a repertoire made from the panel, lines added to it by clicks on the board, compared with
// /api/repertoires/at. (Cases run in file order: drill's, which lists the repertoires, has run.)
async function check(own, t) {
  const {state} = await t.load('state.js');
  const {show} = await t.load('app.js');
  t.equal(own.ownPanel.path(), '/api/repertoires/at', 'no repertoire chosen: the panel asks about the start');
  t.$('own-panel').open = true;
  show(false);
  await t.until(() => t.$('own-body').dataset.path === '/api/repertoires/at' && t.$('own-repertoire'));
  t.equal([...t.$('own-repertoire').options].map((o) => o.value), ['', 'tiger'], 'a choice per repertoire');

  t.$('own-name').value = 'clicked';
  t.$('own-colour').value = 'white';
  t.$('own-body').querySelector('form.own-new').requestSubmit();
  const start = '/api/repertoires/at?repertoire=clicked';
  await t.until(() => t.$('own-body').dataset.path === start && t.$('own-record') && t.$('board').dataset.moves === '');
  t.equal([t.$('own-record').checked, t.$('own-at').textContent], [true, "'clicked' has no move here yet: click one on the board."],
    'made, and recording');
  t.equal(t.$('own-status').textContent, "'clicked' made for white: the moves you click now go into it.", 'the status says so');

  const click = async (square, moves) => {
    t.$('board').querySelector(`rect[data-square="${square}"]`).dispatchEvent(new MouseEvent('click'));
    await t.until(() => t.$('own-body').dataset.path === `/api/repertoires/at?repertoire=clicked&moves=${moves}`
      && t.$('board').dataset.moves === moves);
  };
  await click('f5', 'f5');
  await click('d6', 'f5d6');
  const atStart = await t.json(start);
  t.equal([atStart.at.held, atStart.at.mine_to_move], [['f5'], false], "black's f5 is a reply the repertoire prepares");
  const afterF5 = await t.json('/api/repertoires/at?repertoire=clicked&moves=f5');
  t.equal([afterF5.at.held, afterF5.at.mine_to_move], [['d6'], true], "white's clicked d6 is its move after f5");
  const here = await t.json('/api/repertoires/at?repertoire=clicked&moves=f5d6');
  t.equal([here.at.reaches, here.at.held], [true, []], 'f5d6 is reached, nothing held there yet');
  t.equal(t.$('own-at').textContent, "'clicked' has no move here yet: click one on the board.", 'the panel says what the server does');
  t.ok(t.$('own-status').textContent.startsWith("f5d6: 1 move added; 'clicked' has "), 'the last click added one move');
  t.equal(state.line, ['f5', 'd6'], 'the clicks were played on the board too');
}
