// The moves by year: popularity and score, drawn here as SVG.

import {element, svgElement, count} from './dom.js';
import {address} from './api.js';
import {positionQuery} from './state.js';

export const TREND_COLOURS = ['#2e7d4f', '#b3261e', '#1f5fa8', '#c77d00', '#7b3fa0'];

/** A score from fewer games with the move than this is drawn hollow: its interval is wide. */
export const TREND_MIN_GAMES = 5;

/**
 * Two charts of the position's five most played moves over the years, as the server pools them
 * (years joined until a period has enough games, {@code r.pool}): the share of each period's games
 * that played each move, and the score with it (black's, or the filter player's), each point with
 * its 95% interval. The same figures as trend MOVES on the command line.
 */
export function drawTrend(r, body) {
  const periods = r.periods;
  if (!periods.length) {
    body.append(element('p', 'No dated game reached this position.', 'note'));
    return;
  }
  const first = periods[0].from;
  const last = periods[periods.length - 1].to;
  body.append(element('p', `${count(periods.reduce((n, p) => n + p.games, 0), 'dated game')}, ${first}–${last} `
    + `(${r.filter.description}); the five most played moves; years joined into ${count(periods.length, 'period')} `
    + `of ${count(r.pool, 'game')} or more. Bars: 95% intervals; hollow: fewer than ${TREND_MIN_GAMES} games with the move.`,
  'note'));
  const legend = element('p', null, 'note');
  r.top.forEach((move, i) => {
    const key = element('span', ' ', 'key');
    key.style.background = TREND_COLOURS[i];
    legend.append(key, ` ${move}  `);
  });
  body.append(legend);
  const share = (s) => ({value: s.share, low: s.share_low, high: s.share_high, small: false});
  const score = (s) => (s.score === null ? null
    : {value: s.score, low: s.score_low, high: s.score_high, small: s.games < TREND_MIN_GAMES});
  const whose = r.score_of === 'player' ? `${r.filter.player || 'The player'}'s` : "Black's";
  body.append(element('h3', "Share of the period's games"), trendChart(periods, r.top, share, 'popularity'));
  body.append(element('h3', `${whose} score with the move`), trendChart(periods, r.top, score, 'score'));
}

/** A chart of one figure of each move over the periods: a line through the points, an interval bar at each. */
export function trendChart(periods, moves, figure, name) {
  const width = 360;
  const height = 160;
  const left = 30;
  const bottom = 18;
  const first = periods[0].from;
  const last = periods[periods.length - 1].to;
  const x = (year) => left + 4 + (last === first ? 0 : (width - left - 12) * (year - first) / (last - first));
  const y = (v) => 6 + (height - bottom - 6) * (1 - v);
  const svg = svgElement('svg', {viewBox: `0 0 ${width} ${height}`, role: 'img', 'data-chart': name,
    'aria-label': `${name} of the most played moves by year`});
  for (const v of [0, 0.5, 1]) {
    svg.append(svgElement('line', {x1: left, x2: width, y1: y(v), y2: y(v), stroke: '#ddd'}));
    svg.append(svgElement('text', {x: 0, y: y(v) + 3}, `${Math.round(100 * v)}%`));
  }
  // The years labelled every 5 (every 10 over a long span), and the first and last.
  const step = last - first > 30 ? 10 : 5;
  const labelled = [first, last];
  for (let year = Math.ceil((first + 1) / step) * step; year < last; year += step) {
    if (year - first >= step / 2 && last - year >= step / 2) labelled.push(year);
  }
  for (const year of labelled) {
    svg.append(svgElement('line', {x1: x(year), x2: x(year), y1: y(0), y2: y(0) + 3, stroke: '#999'}));
    // The first and last labels end inside the chart rather than centred past its edges.
    const anchor = year === first ? 'start' : year === last ? 'end' : 'middle';
    svg.append(svgElement('text', {x: x(year), y: height - 4, 'text-anchor': anchor, class: 'year'}, String(year)));
  }
  moves.forEach((move, i) => {
    const colour = TREND_COLOURS[i];
    // A line through the periods with a value; a period without one breaks it.
    let points = [];
    const flush = () => {
      if (points.length > 1) {
        svg.append(svgElement('polyline', {points: points.join(' '), fill: 'none', stroke: colour, 'stroke-width': 1.5,
          'data-move': move}));
      }
      points = [];
    };
    for (const p of periods) {
      const f = figure(p.moves.find((s) => s.move === move));
      if (f === null) {
        flush();
        continue;
      }
      const px = x((p.from + p.to) / 2);
      points.push(`${px.toFixed(1)},${y(f.value).toFixed(1)}`);
      svg.append(svgElement('line', {x1: px, x2: px, y1: y(f.low), y2: y(f.high), stroke: colour, 'stroke-opacity': 0.35,
        'stroke-width': 2, class: 'interval', 'data-move': move}));
      const dot = svgElement('circle', {cx: px, cy: y(f.value), r: 2.2, fill: f.small ? '#fff' : colour, stroke: colour,
        class: f.small ? 'point small' : 'point', 'data-move': move, 'data-from': p.from, 'data-to': p.to,
        'data-value': f.value});
      dot.append(svgElement('title', {}, `${move}, ${p.from === p.to ? p.from : `${p.from}–${p.to}`}: `
        + `${(100 * f.value).toFixed(1)}% (${(100 * f.low).toFixed(1)}–${(100 * f.high).toFixed(1)}%)`));
      svg.append(dot);
    }
    flush();
  });
  const wrap = element('div', null, 'chart');
  wrap.append(svg);
  return wrap;
}

export const trendPanel = {
  name: 'trend',
  shown: () => true,
  path: () => address('/api/trend', positionQuery()),
  draw: drawTrend,
};
