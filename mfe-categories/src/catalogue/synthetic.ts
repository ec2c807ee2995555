import { gameFeatures, providers, type Game, type GameFeature } from './types'

const WORDS = [
  'Dragon',
  'Fructe',
  'Comoară',
  'Stele',
  'Păcănele',
  'Coroană',
  'Faraon',
  'Țară',
  'Aur',
  'Noroc',
]
const SUFFIXES = ['Deluxe', 'Hot', 'Extreme', 'Magic', 'Gold', 'Ședință', 'Bonus']

/** Deterministic, so every benchmark run measures the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Made-up games for the performance benchmark only; never part of a normal build. */
export function syntheticGames(count: number): Game[] {
  const next = random(42)
  return Array.from({ length: count }, (_, index) => {
    const features = gameFeatures.filter(() => next() < 0.3) as GameFeature[]
    return {
      id: `sintetic-${index + 1}`,
      title: `${WORDS[index % WORDS.length]} ${SUFFIXES[Math.floor(next() * SUFFIXES.length)]} ${index + 1}`,
      provider: providers[Math.floor(next() * providers.length)]!,
      rating: Math.round(next() * 50) / 10,
      players: Math.floor(next() * 30000),
      features: features.length > 0 ? features : ['Wild'],
      description: 'Joc generat pentru testul de performanță.',
      year: 2000 + Math.floor(next() * 25),
      hasFreeDemo: next() < 0.7,
      bookMechanic: next() < 0.1,
    }
  })
}
