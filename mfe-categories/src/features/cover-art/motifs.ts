import type { GameTheme } from '../../catalogue'

/**
 * One drawing per theme, centred on (0, 0) inside about ±70 × ±65 units of the cover's 400 × 300
 * view box. `accent` is the game's own light colour, so two games of one theme still differ.
 */
interface Motif {
  /** What the drawing shows, for the image's alternative text. */
  label: string
  draw: (accent: string) => string
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner
    const angle = (Math.PI / 5) * index - Math.PI / 2
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`
  })
  return `M${points.join(' L')}Z`
}

function firTree(x: number, scale: number, fill: string): string {
  const s = (value: number) => (value * scale).toFixed(1)
  return (
    `<g transform='translate(${x} 0)'><rect x='${s(-5)}' y='${s(28)}' width='${s(10)}' height='${s(30)}' fill='#6b4423'/>` +
    `<path d='M0 ${s(-62)} L${s(30)} ${s(-14)} H${s(14)} L${s(40)} ${s(30)} H${s(-40)} L${s(-14)} ${s(-14)} H${s(-30)}Z' fill='${fill}'/></g>`
  )
}

const pip = (cx: number, cy: number, fill: string) => `<circle cx='${cx}' cy='${cy}' r='7' fill='${fill}'/>`

export const motifs: Record<GameTheme, Motif> = {
  book: {
    label: 'o carte veche cu ornamente aurii',
    draw: (accent) =>
      `<rect x='-52' y='-64' width='104' height='128' rx='8' fill='#7a4a1c' stroke='#f5c542' stroke-width='5'/>` +
      `<rect x='-52' y='-64' width='18' height='128' rx='4' fill='#4d2c0c'/>` +
      `<path d='M-22 -38 H38 M-22 38 H38' stroke='#f5c542' stroke-width='4'/>` +
      `<path d='M-16 0 Q8 -22 32 0 Q8 22 -16 0Z' fill='none' stroke='#f5c542' stroke-width='4'/>` +
      `<circle cx='8' cy='0' r='7' fill='${accent}'/>`,
  },
  egypt: {
    label: 'o piramidă sub soare',
    draw: (accent) =>
      `<circle cx='32' cy='-34' r='26' fill='${accent}'/>` +
      `<path d='M-70 58 L-6 -46 L58 58Z' fill='#e0a84f'/><path d='M-6 -46 L58 58 H18Z' fill='#a8732c'/>` +
      `<path d='M-44 16 H32 M-30 -8 H18' stroke='#8a5a1e' stroke-width='3' stroke-opacity='.6'/>`,
  },
  fruit: {
    label: 'două cireșe',
    draw: (accent) =>
      `<path d='M-4 -56 C-10 -22 -28 0 -30 14 M-4 -56 C6 -22 24 4 28 18' stroke='#3b7a2a' stroke-width='6' fill='none' stroke-linecap='round'/>` +
      `<path d='M-4 -56 C10 -72 38 -70 50 -56 C34 -44 12 -44 -4 -56Z' fill='#52b788'/>` +
      `<circle cx='-32' cy='32' r='28' fill='#e63946'/><circle cx='30' cy='38' r='28' fill='#c1121f'/>` +
      `<circle cx='-42' cy='22' r='7' fill='${accent}' fill-opacity='.8'/><circle cx='20' cy='28' r='7' fill='${accent}' fill-opacity='.8'/>`,
  },
  fire: {
    label: 'o flacără',
    draw: (accent) =>
      `<path d='M0 -66 C26 -36 50 -14 45 20 C40 50 20 62 0 62 C-20 62 -42 48 -44 20 C-46 -6 -26 -20 -20 -46 C-8 -30 -4 -20 0 -10 C6 -30 6 -46 0 -66Z' fill='#ff6d00'/>` +
      `<path d='M0 -14 C16 6 26 20 20 38 C16 52 8 58 0 58 C-10 58 -22 50 -22 34 C-22 18 -8 8 0 -14Z' fill='#ffd000'/>` +
      `<circle cx='0' cy='40' r='9' fill='${accent}'/>`,
  },
  stars: {
    label: 'stele aurii',
    draw: (accent) =>
      `<path d='${starPath(0, 0, 58, 24)}' fill='#ffd60a' stroke='#fff3b0' stroke-width='3' stroke-linejoin='round'/>` +
      `<path d='${starPath(-58, -44, 16, 7)}' fill='${accent}'/><path d='${starPath(60, 40, 14, 6)}' fill='${accent}'/>`,
  },
  gems: {
    label: 'un diamant',
    draw: (accent) =>
      `<path d='M-58 -18 L-32 -50 H32 L58 -18 L0 58Z' fill='${accent}'/>` +
      `<path d='M-58 -18 H58 M-32 -50 L-16 -18 L0 -50 L16 -18 L32 -50 M-16 -18 L0 58 L16 -18' stroke='#fff' stroke-opacity='.75' stroke-width='3' fill='none' stroke-linejoin='round'/>`,
  },
  crown: {
    label: 'o coroană',
    draw: (accent) =>
      `<path d='M-60 36 L-66 -34 L-30 -2 L0 -50 L30 -2 L66 -34 L60 36Z' fill='#f5c542' stroke='#a87b00' stroke-width='4' stroke-linejoin='round'/>` +
      `<rect x='-62' y='36' width='124' height='18' rx='4' fill='#d4a017'/>` +
      `<circle cx='-66' cy='-36' r='8' fill='#f5c542'/><circle cx='0' cy='-52' r='8' fill='#f5c542'/><circle cx='66' cy='-36' r='8' fill='#f5c542'/>` +
      `<circle cx='0' cy='12' r='10' fill='#e63946'/><circle cx='-34' cy='18' r='7' fill='${accent}'/><circle cx='34' cy='18' r='7' fill='${accent}'/>`,
  },
  candy: {
    label: 'o acadea',
    draw: (accent) =>
      `<rect x='-5' y='22' width='10' height='46' rx='4' fill='#f1f1f1'/>` +
      `<circle cx='0' cy='-16' r='46' fill='#ff5d8f'/>` +
      `<path d='M-30 -16 A30 30 0 1 1 30 -16 A22 22 0 1 1 -14 -16 A14 14 0 1 1 14 -16 A7 7 0 1 1 0 -16' fill='none' stroke='${accent}' stroke-width='7' stroke-linecap='round'/>`,
  },
  fishing: {
    label: 'un pește prins în cârlig',
    draw: (accent) =>
      `<path d='M-44 -70 V-22' stroke='#e9ecef' stroke-width='2'/>` +
      `<path d='M-56 2 C-30 -36 26 -36 40 2 C26 38 -30 38 -56 2Z' fill='${accent}'/>` +
      `<path d='M36 2 L68 -28 L62 2 L68 32Z' fill='#2a6f97'/>` +
      `<path d='M-10 -26 C0 -10 0 14 -10 30' stroke='#2a6f97' stroke-width='3' fill='none'/>` +
      `<circle cx='-34' cy='-6' r='7' fill='#fff'/><circle cx='-33' cy='-6' r='3.5' fill='#0b132b'/>`,
  },
  ocean: {
    label: 'o perlă într-o scoică, deasupra valurilor',
    draw: (accent) =>
      `<path d='M-62 34 Q0 -10 62 34 Q0 66 -62 34Z' fill='#f4a261'/>` +
      `<circle cx='0' cy='-16' r='30' fill='#f8f9fa'/><circle cx='-10' cy='-26' r='9' fill='#ffffff'/>` +
      `<path d='M-70 58 q17.5 -14 35 0 t35 0 t35 0 t35 0' stroke='${accent}' stroke-width='6' fill='none' stroke-linecap='round'/>`,
  },
  luck: {
    label: 'un trifoi cu patru foi',
    draw: (accent) =>
      `<path d='M4 6 Q30 40 20 68' stroke='#2d6a4f' stroke-width='7' fill='none' stroke-linecap='round'/>` +
      `<g fill='#52b788'><circle cx='-23' cy='-23' r='25'/><circle cx='23' cy='-23' r='25'/><circle cx='-23' cy='23' r='25'/><circle cx='23' cy='23' r='25'/></g>` +
      `<circle r='11' fill='${accent}'/>`,
  },
  voyage: {
    label: 'o corabie cu pânze',
    draw: (accent) =>
      `<path d='M-66 24 H66 L46 56 H-46Z' fill='#8d5524'/><rect x='-3' y='-66' width='6' height='92' fill='#5c3a1e'/>` +
      `<path d='M6 -60 Q48 -28 6 16Z' fill='#f1faee'/><path d='M-6 -50 Q-46 -18 -6 16Z' fill='#dee2e6'/>` +
      `<path d='M3 -66 L28 -58 L3 -50Z' fill='${accent}'/>`,
  },
  dice: {
    label: 'două zaruri',
    draw: (accent) =>
      `<g transform='rotate(-12 -30 0)'><rect x='-70' y='-40' width='76' height='76' rx='14' fill='#ffffff'/>` +
      pip(-50, -20, '#e63946') +
      pip(-32, -2, '#e63946') +
      pip(-14, 16, '#e63946') +
      `</g><g transform='rotate(14 34 10)'><rect x='0' y='-26' width='70' height='70' rx='14' fill='${accent}'/>` +
      pip(18, -8, '#1d3557') +
      pip(52, -8, '#1d3557') +
      pip(18, 26, '#1d3557') +
      pip(52, 26, '#1d3557') +
      `</g>`,
  },
  olympus: {
    label: 'un fulger',
    draw: (accent) =>
      `<path d='M-40 -40 Q-20 -66 8 -52 Q34 -70 52 -44 Q72 -40 66 -22 H-54 Q-66 -32 -40 -40Z' fill='#e9ecef' fill-opacity='.9'/>` +
      `<path d='M12 -30 L-34 20 H-4 L-18 68 L40 4 H8 L26 -30Z' fill='${accent}' stroke='#fff3b0' stroke-width='3' stroke-linejoin='round'/>`,
  },
  dogs: {
    label: 'o lăbuță de câine',
    draw: (accent) =>
      `<g fill='${accent}'><ellipse cx='0' cy='26' rx='38' ry='32'/><ellipse cx='-44' cy='-16' rx='14' ry='19'/>` +
      `<ellipse cx='-16' cy='-46' rx='14' ry='19'/><ellipse cx='16' cy='-46' rx='14' ry='19'/><ellipse cx='44' cy='-16' rx='14' ry='19'/></g>`,
  },
  wolf: {
    label: 'luna plină deasupra munților',
    draw: (accent) =>
      `<circle cx='24' cy='-28' r='36' fill='#fefae0'/><circle cx='36' cy='-38' r='7' fill='#e9e5c9'/><circle cx='12' cy='-16' r='5' fill='#e9e5c9'/>` +
      `<path d='M-72 62 L-26 -6 L4 30 L34 2 L72 62Z' fill='#1b263b'/><path d='M-26 -6 L-14 12 L-26 6 L-36 14Z' fill='${accent}'/>`,
  },
  forest: {
    label: 'brazi',
    draw: (accent) => firTree(-42, 0.8, '#40916c') + firTree(42, 0.8, '#2d6a4f') + firTree(0, 1.05, accent),
  },
  aztec: {
    label: 'o piramidă aztecă în trepte',
    draw: (accent) =>
      `<circle cx='0' cy='-50' r='14' fill='${accent}'/>` +
      `<path d='M-70 62 V44 H-54 V26 H-38 V8 H-24 V-10 H-12 V-28 H12 V-10 H24 V8 H38 V26 H54 V44 H70 V62Z' fill='#c9a227'/>` +
      `<path d='M-10 62 V-10 H10 V62Z' fill='#7f5f12'/>`,
  },
  antiquity: {
    label: 'un coif antic',
    draw: (accent) =>
      `<path d='M-30 -50 C-20 -84 26 -84 36 -48 C16 -62 -10 -62 -30 -50Z' fill='${accent}'/>` +
      `<path d='M-46 44 C-52 -28 -30 -54 0 -54 C30 -54 52 -28 46 44 H20 L18 4 H-18 L-20 44Z' fill='#d4a373'/>` +
      `<path d='M-6 4 V40 H6 V4Z' fill='#b5835a'/>`,
  },
}
