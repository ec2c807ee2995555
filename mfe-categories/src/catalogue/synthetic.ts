import { gameFeatures, providers, type Game, type GameFeature, type GameTheme } from './types'

/** Each made-up title word with the motif its cover art draws. */
const WORDS: ReadonlyArray<[string, GameTheme]> = [
  ['Dragon', 'fire'],
  ['Fructe', 'fruit'],
  ['Comoară', 'gems'],
  ['Stele', 'stars'],
  ['Păcănele', 'fruit'],
  ['Coroană', 'crown'],
  ['Faraon', 'egypt'],
  ['Țară', 'forest'],
  ['Aur', 'gems'],
  ['Noroc', 'luck'],
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

function aboutText(title: string, provider: string, features: readonly GameFeature[]): string[] {
  return [
    `${title} este un joc generat pentru testul de performanță, atribuit studioului ${provider}. Nu există în realitate; servește doar la măsurarea site-ului cu un catalog mare.`,
    `Funcțiile lui, alese la întâmplare, sunt: ${features.join(', ').toLowerCase()}.`,
  ]
}

/** Made-up games for the performance benchmark only; never part of a normal build. */
export function syntheticGames(count: number): Game[] {
  const next = random(42)
  return Array.from({ length: count }, (_, index) => {
    const features = gameFeatures.filter(() => next() < 0.3) as GameFeature[]
    const [word, theme] = WORDS[index % WORDS.length]!
    const title = `${word} ${SUFFIXES[Math.floor(next() * SUFFIXES.length)]} ${index + 1}`
    const provider = providers[Math.floor(next() * providers.length)]!
    const gameFeatureList: GameFeature[] = features.length > 0 ? features : ['Wild']
    const id = `sintetic-${index + 1}`
    return {
      id,
      slug: id,
      title,
      provider,
      theme,
      rating: Math.round(next() * 50) / 10,
      features: gameFeatureList,
      description: 'Joc generat pentru testul de performanță.',
      about: aboutText(title, provider, gameFeatureList),
      year: 2000 + Math.floor(next() * 25),
      hasFreeDemo: next() < 0.7,
      bookMechanic: next() < 0.1,
    }
  })
}
