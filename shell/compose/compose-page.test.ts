// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { RemoteEntryUrls } from '../src/federation/apps'
import { MAIN_CONTENT_ID } from '../src/page-format/main-content'
import type { RemoteServerEntry } from '../src/page-format/server-entry'
import { composePage, renderPages, type PageContext, type PageJob, type Renderer } from './compose-page'

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>'

let staging = ''
afterEach(() => rmSync(staging, { recursive: true, force: true }))

/**
 * A renderer that, like React's prerender, leaves work for a later turn of the event loop holding
 * what it rendered, and notes at each page's start how many earlier pages still wait for theirs.
 */
function rendererLeavingWork() {
  const waiting = new Set<string>()
  const waitingAtStart: number[] = []
  const renderer = {
    pageQuery: () => '',
    renderApp: async (url: string) => {
      waitingAtStart.push(waiting.size)
      waiting.add(url)
      setImmediate(() => waiting.delete(url))
      await Promise.resolve()
      return `<main id="${MAIN_CONTENT_ID}"><h1>${new URL(url).pathname}</h1></main>`
    },
  } as unknown as Renderer
  return { renderer, waitingAtStart }
}

function context(renderer: Renderer): PageContext {
  return {
    renderer,
    remotes: {},
    // No page here holds a slot: no remote is looked up.
    entryUrls: {} as RemoteEntryUrls,
    template: TEMPLATE,
    releases: {},
    stylesheetCopies: {},
    sharedPreloads: [],
    canaryAssets: {},
  }
}

describe('renderPages', () => {
  it('lets the event loop turn between pages, so what a render left for later runs and lets go of that page', async () => {
    staging = mkdtempSync(join(tmpdir(), 'compose-page-'))
    const { renderer, waitingAtStart } = rendererLeavingWork()
    const jobs: PageJob[] = ['a', 'b', 'c', 'd'].map((name) => ({
      file: `joc/${name}.html`,
      url: `/joc/${name}`,
      kind: 'page',
    }))
    const done = await renderPages(context(renderer), { jobs, next: new SharedArrayBuffer(4), staging })
    expect(waitingAtStart).toEqual([0, 0, 0, 0])
    expect(done.map(([index]) => index)).toEqual([0, 1, 2, 3])
    expect(readFileSync(join(staging, 'joc/d.html'), 'utf8')).toContain(
      `<div id="root"><main id="${MAIN_CONTENT_ID}"><h1>/joc/d</h1></main></div>`,
    )
  })
})

describe("a composed page's preloads", () => {
  it("name the code of its parts that wait for a cue, not of a touch module's nor a static one's", async () => {
    const renderer = {
      pageQuery: () => '',
      renderApp: async () =>
        `<main id="${MAIN_CONTENT_ID}">` +
        '<div data-slot="categories/CategoryPage" data-slot-id="_R_1_"><h1>Sloturi Online</h1></div>' +
        '<span data-slot="categories/GameCount" data-slot-id="_R_2_">46</span>' +
        '<div data-slot="faq/Faq" data-slot-id="_R_3_"><h2>Întrebări</h2></div></main>',
    } as unknown as Renderer
    const remote = (assets: RemoteServerEntry['assets']) => ({ assets }) as RemoteServerEntry
    const entryUrls = {
      categories: 'http://categories.test/assets/remoteEntry.js',
      faq: 'http://faq.test/assets/remoteEntry.js',
    } as RemoteEntryUrls
    const { html } = await composePage(
      {
        ...context(renderer),
        entryUrls,
        remotes: {
          categories: remote({
            CategoryPage: { js: ['assets/CategoryPage.js', 'assets/listing.js'], css: ['assets/grid.css'] },
            GameCount: { js: ['assets/GameCount.js'], css: [] },
          }),
          faq: remote({ Faq: { js: ['assets/Faq.js'], css: ['assets/faq.css'] } }),
        },
        stylesheetCopies: {
          'http://categories.test/assets/grid.css': '/assets/remote-css/grid.css',
          'http://faq.test/assets/faq.css': '/assets/remote-css/faq.css',
        },
      },
      { file: 'sloturi-online.html', url: '/sloturi-online', kind: 'page' },
    )
    const links = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    const template = (attributes: string) =>
      new RegExp(`<template ${attributes}>([\\s\\S]*?)</template>`).exec(html)?.[1] ?? ''
    // The page's own: the touch module's entry, so that a tap waits for one request less…
    expect(links(template('data-preloads'))).toEqual([entryUrls.categories])
    // …and the FAQ's files in its part's template, requested once it is near or wanted.
    expect(links(template('data-part-preloads="faq/Faq"'))).toEqual([
      entryUrls.faq,
      'http://faq.test/assets/Faq.js',
    ])
    expect(links(html)).toHaveLength(3)
    // Its stylesheets are the page's all the same: the touch module's HTML is on the first paint.
    expect(html).toContain('href="/assets/remote-css/grid.css"')
  })

  it("keep a layout module's files for when it is wanted, and a static module's out", async () => {
    const renderer = {
      pageQuery: () => '',
      renderApp: async () =>
        `<main id="${MAIN_CONTENT_ID}"><div data-slot="home/HomePage" data-slot-id="_R_1_">` +
        '<span data-slot="categories/GameCount" data-slot-id="_R_2_">46</span>' +
        '<div data-slot="faq/Faq" data-slot-id="_R_3_"><h2>Întrebări</h2></div></div></main>',
    } as unknown as Renderer
    const entryUrls = {
      home: 'http://home.test/assets/remoteEntry.js',
      categories: 'http://categories.test/assets/remoteEntry.js',
      faq: 'http://faq.test/assets/remoteEntry.js',
    } as RemoteEntryUrls
    const remote = (assets: RemoteServerEntry['assets']) => ({ assets }) as RemoteServerEntry
    const { html } = await composePage(
      {
        ...context(renderer),
        entryUrls,
        remotes: {
          home: remote({ HomePage: { js: ['assets/HomePage.js'], css: [] } }),
          categories: remote({ GameCount: { js: ['assets/GameCount.js'], css: [] } }),
          faq: remote({ Faq: { js: ['assets/Faq.js'], css: [] } }),
        },
      },
      { file: 'index.html', url: '/', kind: 'page' },
    )
    expect(html).toContain(
      '<template data-part-preloads="home/HomePage" data-when-wanted>' +
        `<link rel="modulepreload" href="${entryUrls.home}" crossorigin>` +
        '<link rel="modulepreload" href="http://home.test/assets/HomePage.js" crossorigin></template>',
    )
    expect(html).toContain('<template data-part-preloads="faq/Faq">')
    expect(html).not.toContain('categories.test')
  })
})
