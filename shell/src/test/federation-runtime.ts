/**
 * Stands in for the federation plugin's `virtual:__federation__`, which exists only inside a Vite
 * build with the plugin. Unit tests replace these with `vi.mock('virtual:__federation__', …)`.
 */
export function __federation_method_setRemote(): void {
  throw new Error('virtual:__federation__ is not mocked in this test')
}

export function __federation_method_getRemote(): Promise<unknown> {
  throw new Error('virtual:__federation__ is not mocked in this test')
}
