/**
 * A house-game symbol's picture, as data: shapes painted in order on a 100 × 100 view box. Drawn
 * inline by `SymbolPicture`, so it looks the same on every device, with or without an emoji font.
 */
interface Paint {
  /** A colour (#rgb or #rrggbb), or none; black when left out, as in SVG. */
  fill?: string
  stroke?: string
  strokeWidth?: number
}

export type PictureShape = Paint &
  (
    | { path: string }
    | { circle: readonly [cx: number, cy: number, r: number] }
    | { ellipse: readonly [cx: number, cy: number, rx: number, ry: number] }
    | { rect: readonly [x: number, y: number, width: number, height: number, radius: number] }
  )

export type Picture = readonly PictureShape[]

/** A symbol as any page draws it: its name is the picture's accessible name. */
export interface DrawnSymbol {
  id: string
  /** Its Romanian name, singular, as the paytable shows it. */
  name: string
  picture: Picture
}

/** The path of a star with `points` tips, centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner
    const angle = (Math.PI / points) * index - Math.PI / 2
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`
  })
  return `M${corners.join(' L')}Z`
}
