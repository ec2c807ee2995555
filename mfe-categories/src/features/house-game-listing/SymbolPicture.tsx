import { cn } from 'shell/lib/cn'
import type { DrawnSymbol, Picture, PictureShape } from './picture'

function Shape({ shape }: { shape: PictureShape }) {
  const paint = { fill: shape.fill, stroke: shape.stroke, strokeWidth: shape.strokeWidth }
  if ('path' in shape) return <path d={shape.path} strokeLinecap="round" strokeLinejoin="round" {...paint} />
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle
    return <circle cx={cx} cy={cy} r={r} {...paint} />
  }
  if ('ellipse' in shape) {
    const [cx, cy, rx, ry] = shape.ellipse
    return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} {...paint} />
  }
  const [x, y, width, height, radius] = shape.rect
  return <rect x={x} y={y} width={width} height={height} rx={radius} {...paint} />
}

/** A picture's shapes, for an `<svg>` or a `<symbol>` with the 0 0 100 100 view box. */
export function PictureShapes({ picture }: { picture: Picture }) {
  return picture.map((shape, index) => <Shape key={index} shape={shape} />)
}

/**
 * A symbol drawn from its data, named for assistive technology by the symbol's name; `decorative`
 * when the name is already written beside it.
 */
export function SymbolPicture({
  symbol,
  decorative = false,
  className,
}: {
  symbol: DrawnSymbol
  decorative?: boolean
  className?: string
}) {
  const naming = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': symbol.name } as const)
  return (
    <svg
      viewBox="0 0 100 100"
      focusable="false"
      data-symbol={symbol.id}
      className={cn('shrink-0', className)}
      {...naming}
    >
      <PictureShapes picture={symbol.picture} />
    </svg>
  )
}
