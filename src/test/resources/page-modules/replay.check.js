// replay.js: a game opened from the position, its details, and its endgame against perfect play.
async function check(replay, t) {
  const {state} = await t.load('state.js');
  const game = await t.json('/api/game/662');
  await replay.openGame(662);
  t.equal([state.line.join(''), state.cursor], [game.moves_from_f5, 0], 'from the start, the game is replayed as it began with f5');
  t.equal(t.$('game-title').textContent, 'Game 662 \u00b7 Pijnacker Open \u00b7 ' + (game.date ?? game.year), 'the title');
  t.equal([...t.$('game-details').querySelectorAll('dd')].slice(0, 3).map((d) => d.textContent),
    ['Hobo Roel', 'Dufour Daniel', '42-22 (black wins)'], 'the players and the result');
  t.equal(t.$('game-panel').hidden, false, 'the game panel is shown');
  const endgame = await t.json(`/api/endgame?game=662&from_empties=${replay.ENDGAME_FROM}`);
  await t.until(() => t.$('endgame-summary').dataset.firstMistake !== undefined);
  t.equal(t.$('endgame-graph').querySelectorAll('rect').length, endgame.moves.length, 'a bar per move solved');
  t.ok(t.$('endgame-summary').textContent.startsWith(`Perfect play at 22 empties: black ${endgame.black_disc_diff_at_start > 0 ? '+' : ''}`),
    'the summary gives the perfect-play score');
  t.equal(t.$('endgame-summary').dataset.firstMistake, endgame.first_mistake ? String(endgame.first_mistake.move_number) : '',
    "the first mistake is the server's");
  replay.closeGame();
  t.equal([state.game, t.$('game-panel').hidden], [null, true], 'closeGame() closes it');
}
