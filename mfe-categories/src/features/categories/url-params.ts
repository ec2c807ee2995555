import { CATEGORY_PARAMS } from 'shell/routes'

/**
 * The query parameters a category page reads, one per thing a visitor can change. The shell's route
 * table owns the names: its server and compose step decide from them which page a URL gets.
 */
export const PARAMS = CATEGORY_PARAMS

export type ViewParam = keyof typeof PARAMS
