// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesOutside } from './build-id'

const app = '/repo/mfe-categories'
const dirs = [join(app, 'src'), join(app, 'content'), '/repo/shell/src']

describe('filesOutside', () => {
  it('names a bundled file of the app outside the folders the build id hashes', () => {
    expect(
      filesOutside(
        [
          join(app, 'src/exposed/GamePage.tsx'),
          join(app, 'content/games/book-of-ra.json'),
          '/repo/shell/src/lib/format.ts?used',
          join(app, 'data/offers.json'),
          `${app}/src-old/legacy.ts`,
        ],
        dirs,
      ),
    ).toEqual([join(app, 'data/offers.json'), `${app}/src-old/legacy.ts`])
  })

  it('leaves out packages and virtual modules, which the build id covers otherwise or not at all', () => {
    expect(
      filesOutside(
        [
          '/repo/node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
          '\0virtual:pacanele-server-entry',
          '__federation_expose_GamePage',
        ],
        dirs,
      ),
    ).toEqual([])
  })
})
