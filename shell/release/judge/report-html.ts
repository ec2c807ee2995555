/**
 * `--html <file>`: the health report as one self-contained page. The charts are SVG drawn here by
 * Observable Plot in a jsdom document, so the file needs no script, no network and no server.
 */
import * as Plot from '@observablehq/plot'
import { JSDOM } from 'jsdom'
import { DISTRIBUTION_STEPS, type ArmKey, type VitalKey } from 'site-server/canary-metrics/aggregates'
import { formatCount } from 'shell/tooling/lib/format'
import { looksOverTime, type Verdict } from './judge'
import type { Assessment } from './assessment'
import type { MetricKey, Thresholds } from './thresholds'

const ARM_NAMES: Record<ArmKey, string> = { stable: 'stabilă', canary: 'canar' }
const VERDICTS: Record<Verdict, string> = { pass: 'trece', fail: 'eșuează', inconclusive: 'neconcludent' }
/** Each metric by the statistic the judge uses (thresholds.ts: its scale). */
const METRIC_NAMES: Record<MetricKey, string> = {
  errors: 'Afișări cu erori ale părții',
  lcp: 'LCP, media geometrică (ms)',
  inp: 'INP, media geometrică (ms)',
  cls: 'CLS, media',
  live: 'Timpul până la partea activă, media geometrică (ms)',
}
/** What each interval is of, in its chart: a ratio of the canary to stable, or CLS's excess. */
const EXCESS_AXES: Record<MetricKey, string> = {
  errors: 'raportul ratelor de erori, canar / stabilă',
  lcp: 'raportul mediilor geometrice',
  inp: 'raportul mediilor geometrice',
  cls: 'depășire (CLS)',
  live: 'raportul mediilor geometrice',
}
/** Each distribution's name in its chart's title, and its axis. */
const DISTRIBUTIONS: Record<VitalKey, { title: string; axis: string }> = {
  lcp: { title: 'LCP', axis: 'LCP (ms)' },
  inp: { title: 'INP', axis: 'INP (ms)' },
  cls: { title: 'CLS', axis: 'CLS' },
  live: { title: 'timpului până la partea activă', axis: 'timp până la partea activă (ms)' },
}
const decimal = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 3 })
const percent = new Intl.NumberFormat('ro-RO', { style: 'percent', maximumFractionDigits: 2 })
/** A time axis's ticks as ro-RO reads them: 21:45, not 9:45 PM. */
const clock = new Intl.DateTimeFormat('ro-RO', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
const dateTime = new Intl.DateTimeFormat('ro-RO', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** `[0,92; 1,31] ≤ 1,1`: the judged statistic's interval and its allowance. */
function excessCell({ excess, allowed }: Assessment['judgement']['metrics'][number]): string {
  const interval = excess ? `[${decimal.format(excess.lower)}; ${decimal.format(excess.upper)}]` : '–'
  return `${interval} ≤ ${decimal.format(allowed)}`
}

function figure(metric: MetricKey, value: number | null): string {
  if (value === null) return '–'
  return metric === 'errors' ? percent.format(value) : decimal.format(value)
}

type Drawn = (document: Document) => SVGSVGElement | HTMLElement

function chart(document: Document, title: string, draw: Drawn): string {
  const svg = draw(document)
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', title)
  return `<figure><figcaption>${escapeHtml(title)}</figcaption>${svg.outerHTML}</figure>`
}

const common = {
  width: 640,
  height: 240,
  marginLeft: 56,
  style: { fontSize: '12px', background: 'transparent' },
  color: { domain: Object.values(ARM_NAMES), range: ['#2563eb', '#d97706'], legend: false },
}

function distribution(data: Assessment['data'], key: VitalKey): Drawn {
  const rows = (['stable', 'canary'] as const).flatMap((arm) =>
    data[arm].vitals[key].quantiles.map((value, index) => ({
      arm: ARM_NAMES[arm],
      value,
      share: DISTRIBUTION_STEPS[index]!,
    })),
  )
  return (document) =>
    Plot.plot({
      ...common,
      document,
      x: { label: `${DISTRIBUTIONS[key].axis} →`, tickFormat: (value: number) => decimal.format(value) },
      y: { label: '↑ afișări', tickFormat: (value: number) => percent.format(value), domain: [0, 1] },
      marks: [Plot.line(rows, { x: 'value', y: 'share', stroke: 'arm' }), Plot.ruleY([0])],
    })
}

/** Per hour: the buckets are not all as long (the route cuts them at the rollout's steps too). */
function overTime(data: Assessment['data'], field: 'pageViews' | 'erroredViews', label: string): Drawn {
  const rows = (['stable', 'canary'] as const).flatMap((arm) =>
    data[arm].series.map((point, index) => {
      const ends = Date.parse(data[arm].series[index + 1]?.at ?? data.until)
      const hours = Math.max(1, ends - Date.parse(point.at)) / 3_600_000
      return { arm: ARM_NAMES[arm], at: new Date(point.at), count: point[field] / hours }
    }),
  )
  return (document) =>
    Plot.plot({
      ...common,
      document,
      x: { label: 'ora (UTC) →', type: 'utc', tickFormat: (value: Date) => clock.format(value) },
      y: { label: `↑ ${label}`, tickFormat: (value: number) => formatCount(value), grid: true },
      marks: [Plot.line(rows, { x: 'at', y: 'count', stroke: 'arm' }), Plot.ruleY([0])],
    })
}

/**
 * A metric's judged statistic over time, each look's interval as a band, against the allowance (the
 * dashed line, as it stands now): the band wholly under the line is a pass, wholly over it a fail.
 */
function excessOverTime(
  data: Assessment['data'],
  thresholds: Thresholds,
  { metric, allowed }: Assessment['judgement']['metrics'][number],
): Drawn {
  const axis = EXCESS_AXES[metric]
  const rows = looksOverTime(data, thresholds).flatMap(({ at, excess }) => {
    const interval = excess[metric]
    // A ratio not yet bounded (no errors yet) is drawn to its shown edge, not to ×160 000.
    return interval
      ? [{ at: new Date(at), lower: interval.lower, upper: Math.min(interval.upper, allowed * 4) }]
      : []
  })
  return (document) =>
    Plot.plot({
      ...common,
      document,
      x: { label: 'ora (UTC) →', type: 'utc', tickFormat: (value: Date) => clock.format(value) },
      y: { label: `↑ ${axis}`, tickFormat: (value: number) => decimal.format(value), grid: true },
      marks: [
        Plot.areaY(rows, { x: 'at', y1: 'lower', y2: 'upper', fill: '#d97706', fillOpacity: 0.3 }),
        Plot.ruleY([allowed], { stroke: '#111', strokeDasharray: '4 3' }),
      ],
    })
}

export function healthReport({ data, judgement }: Assessment, thresholds: Thresholds): string {
  const { document } = new JSDOM('<!doctype html>').window
  const rows = judgement.metrics
    .map(
      (judged) => `<tr><th scope="row">${METRIC_NAMES[judged.metric]}</th>
        <td>${formatCount(judged.n.stable)}</td><td>${formatCount(judged.n.canary)}</td>
        <td>${figure(judged.metric, judged.stable)}</td><td>${figure(judged.metric, judged.canary)}</td>
        <td>${judged.relativeChange === null ? '–' : percent.format(judged.relativeChange)}</td>
        <td>${excessCell(judged)}</td>
        <td>${judged.power === null ? '–' : percent.format(judged.power)}</td>
        <td>${VERDICTS[judged.verdict]}</td></tr>`,
    )
    .join('\n')
  const charts = [
    chart(document, 'Afișări ale paginii în timp', overTime(data, 'pageViews', 'afișări pe oră')),
    chart(
      document,
      'Afișări cu erori ale părții în timp',
      overTime(data, 'erroredViews', 'afișări cu erori pe oră'),
    ),
    ...judgement.metrics.map((judged) =>
      chart(
        document,
        `Față de pragul permis: ${METRIC_NAMES[judged.metric]}, în timp`,
        excessOverTime(data, thresholds, judged),
      ),
    ),
    ...(Object.keys(DISTRIBUTIONS) as VitalKey[]).map((key) =>
      chart(document, `Distribuția ${DISTRIBUTIONS[key].title} pe variante`, distribution(data, key)),
    ),
  ].join('\n')
  return `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sănătatea lansării: ${escapeHtml(data.remote)} ${escapeHtml(data.canary.build)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-width: 44rem; color: #111; }
  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { padding: 0.25rem 0.5rem; border-bottom: 1px solid #ccc; text-align: right; }
  th[scope="row"] { text-align: left; }
  figure { margin: 1.5rem 0; } svg { max-width: 100%; height: auto; }
  .legend span { margin-right: 1rem; } .stable { color: #1d4ed8; } .canary { color: #b45309; }
</style>
</head>
<body>
<main>
<h1>Sănătatea lansării: ${escapeHtml(data.remote)}</h1>
<p>Varianta stabilă ${escapeHtml(data.stable.build)} față de varianta canar ${escapeHtml(data.canary.build)},
de la ${dateTime.format(new Date(data.since))} la ${dateTime.format(new Date(data.until))} (UTC).</p>
<p><strong>Verdict: ${VERDICTS[judgement.verdict]}</strong></p>
<p>Judecata compară variantele doar între afișările servite cu aceeași împărțire (pe intervale de
timp), ca o tendință comună să nu conteze. Erorile: raportul dintre rata de erori a variantei canar și
a celei stabile. Timpii: raportul mediilor geometrice. CLS: cât trece media variantei canar peste
media stabilă înmulțită cu (1 + creșterea permisă). Intervalul rămâne valabil oricât de des se uită
judecata. O măsură trece când intervalul e întreg sub pragul permis, eșuează când e întreg peste el,
iar altfel e neconcludentă. Puterea: șansa ca o regresie de mărimea căutată să fi fost deja prinsă.</p>
<table>
<thead><tr><th scope="col">Măsura</th><th scope="col">n stabilă</th><th scope="col">n canar</th>
<th scope="col">Stabilă</th><th scope="col">Canar</th><th scope="col">Schimbare</th>
<th scope="col">Interval și cât e permis</th><th scope="col">Putere</th>
<th scope="col">Verdict</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="legend"><span class="stable">━ varianta stabilă</span><span class="canary">━ varianta canar</span></p>
${charts}
</main>
</body>
</html>
`
}
