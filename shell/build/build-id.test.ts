// @vitest-environment node
import { execFileSync } from 'node:child_process'
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ID_PLACEHOLDER, emittedBuildId, stampBuildId } from './build-id'
import { buildIdInServerBundle } from './build-id-in-bundle'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

describe('a build id from the emitted files', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'build-id-files-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('follows every byte and name the build writes, not the compressed copies', () => {
    write(join(dir, 'assets/a-1.js'), 'export const a = 1')
    write(join(dir, 'server/entry.mjs'), 'export const b = 2')
    const id = emittedBuildId(dir)
    expect(id).toMatch(/^[0-9a-f]{16}$/)

    write(join(dir, 'assets/a-1.js.br'), 'compressed copy')
    expect(emittedBuildId(dir)).toBe(id)
    write(join(dir, 'server/entry.mjs'), 'export const b = 3')
    expect(emittedBuildId(dir)).not.toBe(id)
    write(join(dir, 'server/entry.mjs'), 'export const b = 2')
    expect(emittedBuildId(dir)).toBe(id)
    rmSync(join(dir, 'assets/a-1.js'))
    write(join(dir, 'assets/a-2.js'), 'export const a = 1')
    expect(emittedBuildId(dir)).not.toBe(id)
  })

  it('is stamped where the placeholder stood, in contents and names, and hashed without it', () => {
    const stamped = mkdtempSync(join(tmpdir(), 'build-id-stamp-'))
    try {
      write(join(stamped, `assets/meta-${BUILD_ID_PLACEHOLDER}.js`), `buildId:"${BUILD_ID_PLACEHOLDER}"`)
      write(join(stamped, 'assets/entry.js'), `import("./meta-${BUILD_ID_PLACEHOLDER}.js")`)
      write(join(stamped, 'status/404.html'), '<p>Pagina nu a fost găsită</p>')
      const before = emittedBuildId(stamped)

      const { buildId, stamped: files } = stampBuildId(stamped)
      expect(buildId).toBe(before)
      expect(files.sort()).toEqual(['assets/entry.js', `assets/meta-${buildId}.js`])
      expect(readFileSync(join(stamped, `assets/meta-${buildId}.js`), 'utf8')).toBe(`buildId:"${buildId}"`)
      expect(readFileSync(join(stamped, 'assets/entry.js'), 'utf8')).toBe(`import("./meta-${buildId}.js")`)
      expect(existsSync(join(stamped, `assets/meta-${BUILD_ID_PLACEHOLDER}.js`))).toBe(false)
      // Bytes that are not the placeholder are left as they were, UTF-8 included.
      expect(readFileSync(join(stamped, 'status/404.html'), 'utf8')).toBe('<p>Pagina nu a fost găsită</p>')
    } finally {
      rmSync(stamped, { recursive: true, force: true })
    }
  })
})

/**
 * Real builds of a copy of the FAQ remote (the smallest), laid out as in the repository: beside it a
 * `shell/src/ui` (its stylesheet's Tailwind source) and the base tsconfig; packages from the real one.
 */
describe("a remote's build id", { timeout: 300_000 }, () => {
  const faqDir = join(repo, 'mfe-faq')
  let work = ''
  let copy = ''
  let builds = 0
  let baseline = ''

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'build-id-faq-'))
    copy = join(work, 'mfe-faq')
    for (const file of ['src', 'package.json', 'vite.config.ts', 'tsconfig.json', 'index.html'])
      cpSync(join(faqDir, file), join(copy, file), { recursive: true })
    symlinkSync(join(faqDir, 'node_modules'), join(copy, 'node_modules'))
    cpSync(join(repo, 'tsconfig.base.json'), join(work, 'tsconfig.base.json'))
    cpSync(join(repo, 'shell/src/ui'), join(work, 'shell/src/ui'), { recursive: true })
    baseline = build()
  }, 120_000)
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  /** Builds the copy as its team would; the id, checked to be the same in `./meta` and the server bundle. */
  function build(configFile?: string): string {
    const outDir = join(work, `dist-${++builds}`)
    const args = ['build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir']
    execFileSync(
      join(faqDir, 'node_modules/.bin/vite'),
      configFile ? [...args, '--config', configFile] : args,
      {
        cwd: copy,
        // As a team builds it: Vitest's NODE_ENV=test would give Vite 8 a build of another shape.
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    const server = readFileSync(join(outDir, 'server/entry.mjs'), 'utf8')
    const buildId = buildIdInServerBundle(server)
    expect(buildId).toBeDefined()
    expect(readFileSync(join(outDir, `assets/__federation_expose_Meta-${buildId}.js`), 'utf8')).toMatch(
      new RegExp(`buildId:["'\`]${buildId}["'\`]`),
    )
    const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
    expect(files.filter((file) => readFileSync(file).includes(BUILD_ID_PLACEHOLDER))).toEqual([])
    return buildId!
  }

  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(file, 'utf8')
    expect(text).toContain(from)
    writeFileSync(file, text.replace(from, to))
  }

  it('stays the same when a comment in its code is reworded, or a test file anywhere is edited or added', () => {
    expect(build(), 'rebuilt unchanged').toBe(baseline)

    edit(
      join(copy, 'src/features/faq/FaqDisclosure.tsx'),
      '/** Called with the item',
      '/** Reworded, and longer: this is called with the item',
    )
    appendFileSync(join(copy, 'src/features/faq/FaqSection.test.tsx'), '\n// an edited test\n')
    // Tests name classes the remote's stylesheet would otherwise carry (its Tailwind sources hold them).
    const testOnly = `export const onlyInTests = <p className="skew-x-12 tracking-widest">Doar în teste</p>\n`
    write(join(copy, 'src/features/faq/only-in-tests.test.tsx'), testOnly)
    write(join(work, 'shell/src/ui/only-in-tests.test.tsx'), testOnly)
    expect(build()).toBe(baseline)
  })

  it('changes when a bundled package that is not shared (clsx) ships other code', () => {
    // The ES module the build bundles, beside the CommonJS one `require` finds.
    const clsx = join(dirname(createRequire(join(repo, 'shell/package.json')).resolve('clsx')), 'clsx.mjs')
    const patched = join(work, 'patched/clsx.mjs')
    write(patched, readFileSync(clsx, 'utf8'))
    edit(patched, 'return n}export default', 'return n.trim()}export default')
    const config = join(copy, 'vite.patched.config.ts')
    writeFileSync(
      config,
      `import { remoteConfig } from 'shell/vite-presets'
export default remoteConfig('faq', {
  plugins: [{ name: 'patched-clsx', enforce: 'pre', resolveId: (id) => (id === 'clsx' ? ${JSON.stringify(patched)} : undefined) }],
})
`,
    )
    expect(build(config)).not.toBe(baseline)
  })
})
