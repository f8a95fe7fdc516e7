// drill.js: the repertoires of /api/repertoires to drill, a question asked on the board and answered.
async function check(drill, t) {
  t.equal(drill.drillPanel.path(), '/api/repertoires', 'the panel asks for the repertoires');
  const answer = await t.json('/api/repertoires');
  const body = t.$('drill-body');
  drill.drillPanel.draw(answer, body);
  t.equal([...t.$('drill-repertoire').options].map((o) => [o.value, o.textContent]), [['tiger', 'tiger (black, 5 positions)']],
    'a choice per repertoire, with its positions to answer');
  body.querySelector('form.drill-start').requestSubmit();
  const prompt = await t.until(() => (t.$('drill-prompt').dataset.moves === '' && t.$('board').dataset.moves === ''
    && t.$('drill-prompt').textContent ? t.$('drill-prompt') : null));
  t.equal(prompt.textContent, 'The start, black to move (new): click your move on the board or type it.', 'the first question');
  t.$('drill-move').value = 'f5';
  body.querySelector('form.drill-answer').requestSubmit();
  const verdict = await t.until(() => (t.$('drill-verdict').dataset.asked === '1' ? t.$('drill-verdict') : null));
  t.equal(verdict.className, 'drill-verdict right', 'f5 is the repertoire\'s move');
  t.ok(verdict.textContent.startsWith('Right: f5 (680 games'), 'the verdict counts the games of the move');
  await t.until(() => t.$('drill-prompt').dataset.moves === 'f5d6');
  t.ok(t.$('drill-prompt').textContent.startsWith('After f5d6, black to move'), 'the next question is after f5d6');
}
