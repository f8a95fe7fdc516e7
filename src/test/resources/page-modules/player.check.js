// player.js: one player's results from /api/player, as player NAME gives them.
async function check(player, t) {
  t.equal(player.tallyScore({games: 4, won: 2, drawn: 1}), 0.625, 'tallyScore(): a win 1, a draw half');
  t.equal(player.tallyCells({games: 32, won: 22, drawn: 3, lost: 7, mean_discs: 37.19}), ['32', '22', '3', '7', '73.4%', '37.2'],
    'tallyCells()');
  const {state} = await t.load('state.js');
  t.equal(player.playerPanel.shown(), false, 'the panel is hidden without a player');
  state.filter = {player: 'Tastet Marc'};
  t.equal(player.playerPanel.path(), '/api/player?player=Tastet+Marc&limit=0', 'the panel asks for the player');
  const answer = await t.json(player.playerPanel.path());
  const body = document.createElement('div');
  player.drawPlayer(answer, body);
  t.equal(body.querySelector('p.note').textContent, "Tastet Marc: 32 games, 2021, 7 tournaments (player 'Tastet Marc'); scores 73.4%",
    'the player in one line');
  const byColour = body.querySelector('table');
  t.equal([...byColour.tBodies[0].rows].map((r) => [...r.cells].slice(0, 5).map((c) => c.textContent)),
    answer.by_colour.map((c) => [c.colour, String(c.games), String(c.won), String(c.drawn), String(c.lost)]),
    'the table by colour');
}
