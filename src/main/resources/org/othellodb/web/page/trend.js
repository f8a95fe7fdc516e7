// The moves by year: popularity and score, drawn here as SVG.

import {element, svgElement, count} from './dom.js';
import {address} from './api.js';
import {positionQuery} from './state.js';

export const TREND_COLOURS = ['#2e7d4f', '#b3261e', '#1f5fa8', '#c77d00', '#7b3fa0'];

export const TREND_MIN_GAMES = 5;

/**
 * Two charts of the position's five most played moves, year by year: the share of that year's
 * games that played each move, and black's score with it (years of 5 games or more with the move).
 */
export function drawTrend(r, body) {
  const years = r.years;
  if (!years.length) {
    body.append(element('p', 'No dated game reached this position.', 'note'));
    return;
  }
  const totals = new Map();
  for (const y of years) for (const m of y.moves) totals.set(m.move, (totals.get(m.move) || 0) + m.games);
  const top = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([move]) => move);
  const first = years[0].year;
  const last = years[years.length - 1].year;
  body.append(element('p', `${count(years.reduce((n, y) => n + y.games, 0), 'dated game')}, ${first}–${last} `
    + `(${r.filter.description}); the five most played moves.`, 'note'));
  const legend = element('p', null, 'note');
  top.forEach((move, i) => {
    const key = element('span', ' ', 'key');
    key.style.background = TREND_COLOURS[i];
    legend.append(key, ` ${move}  `);
  });
  body.append(legend);
  const share = (y, move) => {
    const m = y.moves.find((x) => x.move === move);
    return y.games ? (m ? m.games : 0) / y.games : null;
  };
  const score = (y, move) => {
    const m = y.moves.find((x) => x.move === move);
    return m && m.games >= TREND_MIN_GAMES ? (m.black_wins + 0.5 * m.draws) / m.games : null;
  };
  body.append(element('h3', "Share of the year's games"), trendChart(years, top, share, first, last, 'popularity'));
  body.append(element('h3', `Black's score (years of ${TREND_MIN_GAMES} games or more with the move)`),
    trendChart(years, top, score, first, last, 'score'));
}

export function trendChart(years, moves, value, first, last, name) {
  const width = 360;
  const height = 150;
  const left = 30;
  const bottom = 18;
  const x = (year) => left + (last === first ? 0 : (width - left - 6) * (year - first) / (last - first));
  const y = (v) => 6 + (height - bottom - 6) * (1 - v);
  const svg = svgElement('svg', {viewBox: `0 0 ${width} ${height}`, role: 'img', 'data-chart': name,
    'aria-label': `${name} of the most played moves by year`});
  for (const v of [0, 0.5, 1]) {
    svg.append(svgElement('line', {x1: left, x2: width, y1: y(v), y2: y(v), stroke: '#ddd'}));
    svg.append(svgElement('text', {x: 0, y: y(v) + 3}, `${Math.round(100 * v)}%`));
  }
  svg.append(svgElement('text', {x: left, y: height - 4}, String(first)),
    svgElement('text', {x: width - 30, y: height - 4}, String(last)));
  moves.forEach((move, i) => {
    // A line through the years with a value; a year without one breaks it.
    let points = [];
    const flush = () => {
      if (points.length > 1) {
        svg.append(svgElement('polyline', {points: points.join(' '), fill: 'none', stroke: TREND_COLOURS[i],
          'stroke-width': 1.5, 'data-move': move}));
      } else if (points.length === 1) {
        const [px, py] = points[0].split(',');
        svg.append(svgElement('circle', {cx: px, cy: py, r: 1.8, fill: TREND_COLOURS[i], 'data-move': move}));
      }
      points = [];
    };
    for (const yr of years) {
      const v = value(yr, move);
      if (v === null) flush(); else points.push(`${x(yr.year).toFixed(1)},${y(v).toFixed(1)}`);
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
