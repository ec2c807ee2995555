// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const appDir = fileURLToPath(new URL('..', import.meta.url))

describe("the categories remote's offline code", () => {
  it('is imported by no browser source: the bundle carries the sheets, never the maths that made them', () => {
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
