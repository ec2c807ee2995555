import { starPath, type DrawnSymbol } from './picture'

/**
 * The three symbols each house game shows on its card, drawn here so the cards need none of the
 * games' own data; each game takes these three symbols from here (`emblemSymbol`).
 */
export const emblems = {
  'fructe-de-aur': [
    {
      id: 'cirese',
      name: 'Cireșe',
      picture: [
        {
          path: 'M52 12 C46 34 34 46 30 60 M52 12 C58 34 66 48 70 62',
          fill: 'none',
          stroke: '#3b7a2a',
          strokeWidth: 4,
        },
        { path: 'M52 12 C62 2 80 4 86 12 C76 20 62 20 52 12Z', fill: '#52b788' },
        { circle: [30, 70, 17], fill: '#e63946' },
        { circle: [70, 72, 17], fill: '#c1121f' },
        { circle: [24, 64, 4], fill: '#ffccd5' },
        { circle: [64, 66, 4], fill: '#ffccd5' },
      ],
    },
    {
      id: 'clopotel',
      name: 'Clopoțel',
      picture: [
        { circle: [50, 13, 6], fill: 'none', stroke: '#a87b00', strokeWidth: 4 },
        {
          path: 'M50 18 C28 18 24 40 24 58 C24 68 16 72 14 78 H86 C84 72 76 68 76 58 C76 40 72 18 50 18Z',
          fill: '#f5c542',
          stroke: '#a87b00',
          strokeWidth: 3,
        },
        { rect: [12, 76, 76, 8, 4], fill: '#d4a017' },
        { circle: [50, 88, 8], fill: '#a87b00' },
        { path: 'M36 34 C32 42 32 52 33 60', fill: 'none', stroke: '#fff3b0', strokeWidth: 4 },
      ],
    },
    {
      id: 'stea',
      name: 'Stea de aur',
      picture: [
        { path: starPath(50, 54, 44, 19), fill: '#ffd60a', stroke: '#b8860b', strokeWidth: 3 },
        { path: starPath(50, 54, 22, 10), fill: '#fff3b0' },
      ],
    },
  ],
  'comorile-carpatilor': [
    {
      id: 'vulpe',
      name: 'Vulpe',
      picture: [
        { path: 'M14 14 L38 34 L62 34 L86 14 L80 50 L50 88 L20 50Z', fill: '#e76f24' },
        { path: 'M20 22 L32 34 L24 42Z M80 22 L68 34 L76 42Z', fill: '#5c2a0a' },
        { path: 'M20 50 L40 58 L50 88Z M80 50 L60 58 L50 88Z', fill: '#fff4e6' },
        { circle: [38, 48, 4], fill: '#1b1b1b' },
        { circle: [62, 48, 4], fill: '#1b1b1b' },
        { circle: [50, 84, 5], fill: '#1b1b1b' },
      ],
    },
    {
      id: 'urs',
      name: 'Urs',
      picture: [
        { circle: [24, 26, 12], fill: '#6b4423' },
        { circle: [76, 26, 12], fill: '#6b4423' },
        { circle: [24, 26, 6], fill: '#c08552' },
        { circle: [76, 26, 6], fill: '#c08552' },
        { ellipse: [50, 54, 36, 34], fill: '#7f5539' },
        { ellipse: [50, 66, 16, 13], fill: '#ddb892' },
        { ellipse: [50, 60, 7, 5], fill: '#1b1b1b' },
        { circle: [36, 46, 4.5], fill: '#1b1b1b' },
        { circle: [64, 46, 4.5], fill: '#1b1b1b' },
      ],
    },
    {
      id: 'zimbru',
      name: 'Zimbru',
      picture: [
        {
          path: 'M26 36 C12 36 8 24 12 14 C16 24 22 28 30 28 M74 36 C88 36 92 24 88 14 C84 24 78 28 70 28',
          fill: 'none',
          stroke: '#e9e5c9',
          strokeWidth: 5,
        },
        { path: 'M20 38 C20 20 80 20 80 38 L74 70 C70 86 30 86 26 70Z', fill: '#4a2c17' },
        { path: 'M22 30 C30 14 70 14 78 30 C66 24 34 24 22 30Z', fill: '#2b1a0e' },
        { path: 'M34 76 C38 94 62 94 66 76Z', fill: '#2b1a0e' },
        { ellipse: [50, 68, 14, 9], fill: '#6f4e37' },
        { circle: [44, 68, 2.5], fill: '#1b1b1b' },
        { circle: [56, 68, 2.5], fill: '#1b1b1b' },
        { circle: [36, 46, 4], fill: '#f1faee' },
        { circle: [64, 46, 4], fill: '#f1faee' },
      ],
    },
  ],
  'noaptea-de-sanziene': [
    {
      id: 'bufnita',
      name: 'Bufniță',
      picture: [
        { path: 'M22 20 L34 30 H66 L78 20 L80 60 C80 84 66 94 50 94 C34 94 20 84 20 60Z', fill: '#8d6e4f' },
        { ellipse: [50, 70, 18, 20], fill: '#d9c3a0' },
        { circle: [37, 44, 12], fill: '#fefae0' },
        { circle: [63, 44, 12], fill: '#fefae0' },
        { circle: [37, 44, 6], fill: '#1b1b1b' },
        { circle: [63, 44, 6], fill: '#1b1b1b' },
        { path: 'M46 54 L54 54 L50 63Z', fill: '#f4a261' },
      ],
    },
    {
      id: 'sanziana',
      name: 'Sânziana',
      picture: [
        { ellipse: [28, 52, 18, 24], fill: '#bde0fe', stroke: '#a2d2ff', strokeWidth: 2 },
        { ellipse: [72, 52, 18, 24], fill: '#bde0fe', stroke: '#a2d2ff', strokeWidth: 2 },
        { path: 'M50 38 L30 94 H70Z', fill: '#ffd6a5', stroke: '#e9a66b', strokeWidth: 2 },
        { circle: [50, 28, 12], fill: '#f2c9a0' },
        { path: 'M38 26 C38 12 62 12 62 26 C58 20 42 20 38 26Z', fill: '#8d5524' },
        { circle: [38, 16, 4], fill: '#ffd60a' },
        { circle: [50, 12, 4], fill: '#ffd60a' },
        { circle: [62, 16, 4], fill: '#ffd60a' },
      ],
    },
    {
      id: 'foc',
      name: 'Focul de Sânziene',
      picture: [
        {
          path: 'M50 4 C68 26 86 40 82 66 C78 88 64 96 50 96 C36 96 20 86 18 66 C16 46 30 36 34 16 C42 28 46 36 48 44 C54 30 54 18 50 4Z',
          fill: '#ff6d00',
        },
        {
          path: 'M50 44 C62 58 70 68 66 80 C64 90 56 94 50 94 C42 94 34 88 34 78 C34 66 44 60 50 44Z',
          fill: '#ffd000',
        },
      ],
    },
  ],
} as const satisfies Record<string, readonly DrawnSymbol[]>
