import { build, type PluginOption, type Rollup } from 'vite'

export interface OneFileBuild {
  /** The module to bundle: a file, or an id a plugin resolves. */
  input: string
  format: 'es' | 'iife'
  root: string
  plugins?: PluginOption[]
  /** How an error names it; the input by default. */
  label?: string
}

/**
 * A module and what it imports as one minified file, built in memory: the page's inline scripts
 * (`inline-scripts.ts`) and the number-format worker (`number-format-worker.ts`). Fails when the
 * module would not fit in one file.
 */
export async function bundleOneFile({
  input,
  format,
  root,
  plugins = [],
  label = input,
}: OneFileBuild): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins,
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input, output: { format } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`${label} must bundle into one file, not ${chunks.length}`)
  return chunks[0]!.code
}
