import type { SymbolId } from '../engine/types'

/** A reel strip written as words, top to bottom: easier to read and review than a list of 30 strings. */
export const strip = (words: string): SymbolId[] => words.trim().split(/\s+/)
