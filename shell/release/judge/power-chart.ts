/**
 * `pnpm bench:judge`'s power curve as one SVG file: the share of rollouts failed by the size of the
 * canary's regression, one line per traffic, one panel per metric. Drawn by Observable Plot in a
 * jsdom document, as the health report's charts are.
 */
import * as Plot from '@observablehq/plot'
import { JSDOM } from 'jsdom'
import { formatCount } from 'shell/tooling/lib/format'

export interface PowerPoint {
  /** Which regression, as the chart names it: `LCP`, `erori`. */
  metric: string
  /** Its multiplier of stable (1.3: +30 %). */
  effect: number
  /** Page views per hour, both arms. */
  viewsPerHour: number
  /** Share of rollouts rolled back. */
  failed: number
}

const share = new Intl.NumberFormat('ro-RO', { style: 'percent' })
const multiplier = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 })

const WIDTH = 720
const HEIGHT = 260

/** One metric's panel: its own x axis, the regression's multiplier of stable. */
function panel(document: Document, metric: string, rows: ReadonlyArray<PowerPoint & { traffic: string }>) {
  return Plot.plot({
    document,
    width: WIDTH,
    height: HEIGHT,
    marginLeft: 56,
    marginRight: 130,
    style: { fontSize: '12px', background: 'white' },
    x: { label: `${metric}, × stabila →`, tickFormat: (value: number) => `${multiplier.format(value)}×` },
    y: {
      label: '↑ lansări retrase',
      domain: [0, 1],
      grid: true,
      tickFormat: (value: number) => share.format(value),
    },
    marks: [
      Plot.line(rows, { x: 'effect', y: 'failed', stroke: 'traffic', marker: 'circle' }),
      // Each line named at its end: the file is a picture, with no legend beside it.
      Plot.text(
        rows,
        Plot.selectLast({
          x: 'effect',
          y: 'failed',
          z: 'traffic',
          text: 'traffic',
          fill: 'traffic',
          dx: 8,
          textAnchor: 'start',
        }),
      ),
      Plot.ruleY([0.9], { stroke: '#888', strokeDasharray: '4 3' }),
    ],
  }) as SVGSVGElement
}

export function powerChart(points: readonly PowerPoint[]): string {
  const { window } = new JSDOM('<!doctype html>')
  const { document } = window
  const metrics = [...new Set(points.map((point) => point.metric))]
  const whole = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  whole.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT * metrics.length}`)
  whole.setAttribute('width', String(WIDTH))
  whole.setAttribute('height', String(HEIGHT * metrics.length))
  metrics.forEach((metric, index) => {
    const rows = points
      .filter((point) => point.metric === metric)
      .map((point) => ({ ...point, traffic: `${formatCount(point.viewsPerHour)} afișări/oră` }))
    const svg = panel(document, metric, rows)
    svg.setAttribute('y', String(HEIGHT * index))
    whole.append(svg)
  })
  // XML, not HTML: a file of its own has no HTML entities (a name like &nbsp; is not XML's).
  return `<?xml version="1.0" encoding="utf-8"?>\n${new window.XMLSerializer().serializeToString(whole)}\n`
}
