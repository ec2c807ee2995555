import type { Game, Provider } from '../../catalogue'
import { motifs } from './motifs'

export const COVER_WIDTH = 400
export const COVER_HEIGHT = 300

/** Each studio's colour family; every game then shifts the hue by up to ±30° of its own. */
const studioHue: Record<Provider, number> = {
  Novomatic: 215,
  'EGT Interactive': 350,
  'Pragmatic Play': 22,
  NetEnt: 165,
  "Play'n GO": 268,
}

const TWO_LINE_MAX_FONT = 28

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"

/** FNV-1a: a stable 32-bit number per game, so the same game always gets the same picture. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The title in at most two lines, as large as fits the 360-unit-wide band. Widths are estimated
 * (bold sans-serif ≈ 0.6 em per character), which keeps the art a pure function of the data.
 */
export function titleLines(title: string): { lines: string[]; fontSize: number } {
  const words = title.split(/\s+/).filter(Boolean)
  for (const fontSize of [40, 36, 32, 28, 24]) {
    const maxChars = Math.floor(360 / (fontSize * 0.6))
    const lines: string[] = []
    for (const word of words) {
      const last = lines.at(-1)
      if (last !== undefined && `${last} ${word}`.length <= maxChars)
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
    }
    // Two lines must fit the 88-unit band together, so they are set smaller than one.
    const fits = lines.length === 1 || (lines.length === 2 && fontSize <= TWO_LINE_MAX_FONT)
    if (fits && lines.every((line) => line.length <= maxChars)) return { lines, fontSize }
  }
  const maxChars = Math.floor(360 / (22 * 0.6))
  const cut = title.length > maxChars * 2 ? `${title.slice(0, maxChars * 2 - 1).trimEnd()}…` : title
  return { lines: [cut.slice(0, maxChars), cut.slice(maxChars)].filter(Boolean), fontSize: 22 }
}

function backgroundPattern(kind: number, idPrefix: string): string {
  switch (kind) {
    case 0: {
      // Rays from behind the motif.
      const rays = Array.from({ length: 12 }, (_, index) => {
        const a = (Math.PI / 6) * index
        const b = a + Math.PI / 14
        const point = (angle: number) =>
          `${(200 + 320 * Math.cos(angle)).toFixed(0)} ${(112 + 320 * Math.sin(angle)).toFixed(0)}`
        return `M200 112 L${point(a)} L${point(b)}Z`
      })
      return `<path d='${rays.join('')}' fill='#fff' fill-opacity='.07'/>`
    }
    case 1:
      return (
        `<pattern id='${idPrefix}p' width='24' height='24' patternUnits='userSpaceOnUse'><circle cx='12' cy='12' r='2.5' fill='#fff' fill-opacity='.12'/></pattern>` +
        `<rect width='400' height='300' fill='url(#${idPrefix}p)'/>`
      )
    case 2:
      return (
        `<pattern id='${idPrefix}p' width='28' height='28' patternUnits='userSpaceOnUse' patternTransform='rotate(35)'><rect width='12' height='28' fill='#fff' fill-opacity='.06'/></pattern>` +
        `<rect width='400' height='300' fill='url(#${idPrefix}p)'/>`
      )
    default:
      return `<g fill='none' stroke='#fff' stroke-opacity='.08' stroke-width='10'><circle cx='200' cy='112' r='95'/><circle cx='200' cy='112' r='140'/><circle cx='200' cy='112' r='185'/></g>`
  }
}

/** What the art shows, for the image's alternative text. */
export function coverArtAlt(game: Pick<Game, 'title' | 'theme'>): string {
  return `Copertă ${game.title}: ${motifs[game.theme].label}`
}

/**
 * The cover drawn from the game's own data: its theme's motif, its studio's colours shifted per
 * game, its title and studio. A complete picture with its own dark background and white text,
 * so it reads the same on the light and the dark theme. Deterministic: no randomness, no clock.
 *
 * It is drawn inline in the page, not as an image: every SVG image is a document of its own that
 * the browser lays out and paints on the main thread (four covers took 62 ms in one task on the
 * home page). So its gradient and pattern ids start with `idPrefix`, which must be unique in the
 * page; it fills its box, cropped like a cover photo.
 */
export function coverArtSvg(game: Pick<Game, 'id' | 'title' | 'provider' | 'theme'>, idPrefix = ''): string {
  const seed = hash(game.id)
  const hue = (studioHue[game.provider] + (seed % 61) - 30 + 360) % 360
  const hue2 = (hue + 25 + ((seed >>> 6) % 30)) % 360
  const accent = `hsl(${(hue + 180) % 360} 85% 68%)`
  const diagonal = (seed >>> 12) % 2 === 0
  const { lines, fontSize } = titleLines(game.title)
  const lineHeight = Math.round(fontSize * 1.1)
  const firstBaseline = 258 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35
  const title = lines
    .map(
      (line, index) =>
        `<text x='200' y='${(firstBaseline + index * lineHeight).toFixed(0)}'>${escapeXml(line)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${COVER_WIDTH} ${COVER_HEIGHT}' width='100%' height='100%' preserveAspectRatio='xMidYMid slice' aria-hidden='true' focusable='false'>` +
    `<defs><linearGradient id='${idPrefix}b' x1='0' y1='0' x2='${diagonal ? 1 : 0}' y2='1'>` +
    `<stop offset='0' stop-color='hsl(${hue} 60% 20%)'/><stop offset='1' stop-color='hsl(${hue2} 62% 34%)'/></linearGradient>` +
    `<radialGradient id='${idPrefix}g'><stop offset='0' stop-color='#fff' stop-opacity='.28'/><stop offset='1' stop-color='#fff' stop-opacity='0'/></radialGradient></defs>` +
    `<rect width='400' height='300' fill='url(#${idPrefix}b)'/>` +
    backgroundPattern((seed >>> 8) % 4, idPrefix) +
    `<circle cx='200' cy='112' r='96' fill='url(#${idPrefix}g)'/>` +
    `<g transform='translate(200 112)'>${motifs[game.theme].draw(accent)}</g>` +
    `<rect y='212' width='400' height='88' fill='#000' fill-opacity='.38'/>` +
    `<g font-family="${FONT}" fill='#fff'>` +
    `<text x='16' y='30' font-size='14' font-weight='600' letter-spacing='1.5' fill-opacity='.9'>${escapeXml(game.provider.toUpperCase())}</text>` +
    `<g font-size='${fontSize}' font-weight='800' text-anchor='middle'>${title}</g></g></svg>`
  )
}
