// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleWorker, pointAtBuiltWorker, workerSourceOf } from './number-format-worker'

const indexHtml = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8')

describe('the number-format worker', () => {
  it("is named by index.html's head, by its source, before the script that starts it", () => {
    expect(workerSourceOf(indexHtml)).toBe('/src/boot/number-format.worker.ts')
    expect(indexHtml.indexOf('pacanele:number-format-worker')).toBeLessThan(
      indexHtml.indexOf('src/boot/inline/number-format.ts'),
    )
    expect(indexHtml.indexOf('src/boot/inline/number-format.ts')).toBeLessThan(indexHtml.indexOf('</head>'))
  })

  it('builds into one file that imports nothing, builds the formatters and says so', async () => {
    const code = await bundleWorker('src/boot/number-format.worker.ts')
    expect(code).not.toMatch(/\bimport\s*[{("'`*]/)
    const posted: unknown[] = []
    new Function('postMessage', code)((message: unknown) => posted.push(message))
    expect(posted).toEqual(['loaded'])
  })

  it("points the page's meta at the built file, and refuses a page without one", () => {
    const built = pointAtBuiltWorker(indexHtml, '/assets/number-format.worker-abc123.js')
    expect(workerSourceOf(built)).toBe('/assets/number-format.worker-abc123.js')
    expect(() => pointAtBuiltWorker('<head></head>', '/assets/w.js')).toThrow(/needs one <meta/)
  })
})
