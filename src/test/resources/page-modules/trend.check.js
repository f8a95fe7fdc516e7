// trend.js: the position's most played moves over the years, from /api/trend, as two charts.
async function check(trend, t) {
  const {state} = await t.load('state.js');
  state.line = ['f5', 'd6'];
  state.cursor = 2;
  t.equal(trend.trendPanel.path(), '/api/trend?moves=f5d6', 'the panel asks for the position');
  const answer = await t.json(trend.trendPanel.path());
  t.equal(answer.top, ['c3', 'c5', 'c4', 'c6'], "black's replies to f5d6 in 2021, the most played first");
  const body = document.createElement('div');
  trend.drawTrend(answer, body);
  t.equal([...body.querySelectorAll('svg')].map((s) => s.dataset.chart), ['popularity', 'score'], 'two charts');
  const points = (chart) => [...body.querySelectorAll(`svg[data-chart=${chart}] circle.point`)].map((c) => c.dataset.move);
  t.equal(points('popularity'), answer.top, 'one point a move in the single period of 2021');
  t.equal(body.querySelector('svg[data-chart=popularity] circle[data-move=c3]').dataset.value,
    String(answer.periods[0].moves.find((m) => m.move === 'c3').share), "the point is the server's share");
  t.ok(body.querySelector('p.note').textContent.startsWith('454 dated games, 2021\u20132021 (all games)'), 'the note counts the games');
  const empty = document.createElement('div');
  trend.drawTrend({...answer, periods: []}, empty);
  t.equal(empty.textContent, 'No dated game reached this position.', 'no period, no chart');
}
