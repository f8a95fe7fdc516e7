// filters.js: the form follows the server's filters, and the filters applied are what the fields hold.
async function check(filters, t) {
  const served = (await t.json('/api/filters')).filters;
  const inMarkup = new Set([...t.$('filters').querySelectorAll('[name]')].map((e) => e.name));
  await filters.loadFilters();
  t.equal(filters.FILTERS, served.map((f) => f.parameter), "FILTERS are the server's parameters, in its order");
  t.ok(served.every((f) => t.$(f.parameter)), 'every filter of the server has a field');
  const made = [...t.$('more-filters-body').querySelectorAll('[name]')].map((e) => e.name);
  t.equal(made, served.map((f) => f.parameter).filter((p) => !inMarkup.has(p)),
    'the fields the markup lacks are made under More filters');
  t.equal(t.$('more-filters').hidden, made.length === 0, 'More filters shows when it holds fields');
  filters.setField('player', 'Tastet Marc');
  filters.setField('no_xot', 'true');
  t.equal([filters.fieldValue('player'), filters.fieldValue('no_xot'), filters.fieldValue('tournament')],
    ['Tastet Marc', 'true', ''], 'setField() and fieldValue(), a box to tick included');
  const {state} = await t.load('state.js');
  filters.applyFilters(new Event('submit', {cancelable: true}));
  t.equal(state.filter, {player: 'Tastet Marc', no_xot: 'true'}, 'applyFilters() takes the filled fields');
  await t.until(() => t.$('tree').dataset.moves === '' && t.$('position-summary').textContent.includes('Tastet Marc'));
  t.ok(t.$('position-summary').textContent.includes("player 'Tastet Marc'"), 'the tree is shown with the filters applied');
}
