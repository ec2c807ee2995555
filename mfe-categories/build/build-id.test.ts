// @vitest-environment node
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildMeta } from 'shell/federation'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const appDir = fileURLToPath(new URL('..', import.meta.url))
let copy = ''

// A copy of the remote's sources, so that editing them leaves the working tree alone.
beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'categories-build-id-'))
  for (const dir of ['src', 'content', 'scripts'])
    cpSync(join(appDir, dir), join(copy, dir), { recursive: true })
  symlinkSync(join(appDir, 'node_modules'), join(copy, 'node_modules'))
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe("the categories remote's build id", { timeout: 30_000 }, () => {
  it('is the build id of the remote itself', () => {
    expect(buildMeta(copy).buildId).toBe(buildMeta(appDir).buildId)
  })

  it('stays the same when the offline mathematics or the sheet script changes', () => {
    const before = buildMeta(copy).buildId
    appendFileSync(join(copy, 'scripts/game-sheets/sheet.ts'), '\nexport const editedOffline = true\n')
    appendFileSync(join(copy, 'scripts/game-sheets/write.ts'), '\n// edited offline\n')
    expect(buildMeta(copy).buildId).toBe(before)
  })

  it('changes when shipped code changes', () => {
    const before = buildMeta(copy).buildId
    appendFileSync(join(copy, 'src/features/house-games/games/all.ts'), '\nexport const edited = true\n')
    expect(buildMeta(copy).buildId).not.toBe(before)
  })

  it("changes when a game's content file changes: the catalogue ships in the bundle", () => {
    const before = buildMeta(copy).buildId
    const file = join(copy, 'content/games/book-of-ra.json')
    const game = JSON.parse(readFileSync(file, 'utf8')) as { players: number }
    writeFileSync(file, JSON.stringify({ ...game, players: game.players + 1 }, null, 2))
    expect(buildMeta(copy).buildId).not.toBe(before)
  })

  it('is computed from browser source that imports nothing offline', () => {
    const files = readdirSync(join(appDir, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    )
    const offline = files.filter((file) =>
      /from '(fft\.js|[./]*\/scripts\/[^']*)'/.test(readFileSync(join(appDir, 'src', file), 'utf8')),
    )
    expect(files.length).toBeGreaterThan(50)
    expect(offline).toEqual([])
  })
})
