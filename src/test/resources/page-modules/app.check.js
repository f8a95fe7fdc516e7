// app.js: the page wired once its document has loaded: the filters asked, the address read, a click followed.
async function check(app, t) {
  t.ok(typeof app.show === 'function' && typeof app.readUrl === 'function', 'app.js exports show() and readUrl()');
  // Loaded after the document, the module waits for an event that has passed: it is sent again here.
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await t.until(() => t.$('tree').dataset.moves === '' && t.$('tree').tBodies[0].rows.length > 0);
  t.equal([...t.$('tree').tBodies[0].rows].map((r) => r.dataset.move), ['f5'], 'the start position\'s tree: f5 and its images as one');
  t.ok(t.$('more-filters-body').childElementCount > 0, "the server's filters that the markup lacks have fields");
  t.$('tree').tBodies[0].rows[0].dispatchEvent(new MouseEvent('click'));
  await t.until(() => t.$('tree').dataset.moves === 'f5');
  t.equal(location.pathname + location.search, '/?moves=f5', 'the address follows the position');
  t.$('back').click();
  await t.until(() => t.$('tree').dataset.moves === '');
  t.equal(location.search, '', 'the back button goes to the start, and the address with it');
  // The games of 2021 imported with the tree: no banner; one behind the games (cli/TreeStatusNoteTest's figures) has one.
  t.equal((await t.json('/api/tree/status')).current, true, 'the tree counts every stored game');
  t.equal(t.$('tree-behind').hidden, true, 'so the page shows no banner');
  app.drawTreeStatus({counted_games: 2986, stored_games: 6138, rebuild_pending: false, current: false});
  t.equal([t.$('tree-behind').hidden, t.$('tree-behind').textContent],
    [false, 'The opening tree counts 2,986 of 6,138 games; run othello-db build.'], 'a tree behind the games: the banner counts them');
  app.drawTreeStatus({counted_games: 2986, stored_games: 2986, rebuild_pending: true, current: false});
  t.ok(t.$('tree-behind').textContent.startsWith('Games the opening tree counts changed since it was built'),
    'a tree awaiting its rebuild: the banner says its figures are out of date');
  app.drawTreeStatus({counted_games: 2986, stored_games: 2986, rebuild_pending: false, current: true});
  t.equal(t.$('tree-behind').hidden, true, 'a current tree: the banner goes');
}
