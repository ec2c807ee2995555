/** The editorial vocabulary of game features: one list, so filters and badges never drift apart. */
export const gameFeatures = [
  'Rotiri gratuite',
  'Simbol expandabil',
  'Wild',
  'Scatter',
  'Multiplicatori',
  'Joc de dublaj',
  'Jackpot',
  'Cascade',
  'Plăți oriunde',
  'Plăți în grup',
  'Cumpărare bonus',
  'Re-spin',
  'Linii în ambele sensuri',
  'Fructe clasice',
] as const
export type GameFeature = (typeof gameFeatures)[number]

export const providers = ['Novomatic', 'EGT Interactive', 'Pragmatic Play', 'NetEnt', "Play'n GO"] as const
export type Provider = (typeof providers)[number]

export const volatilities = ['low', 'low-medium', 'medium-low', 'medium', 'medium-high', 'high'] as const
export type Volatility = (typeof volatilities)[number]

/** What a game is about, for its cover art: the motif drawn when the deployer supplies no image. */
export const gameThemes = [
  'book',
  'egypt',
  'fruit',
  'fire',
  'stars',
  'gems',
  'crown',
  'candy',
  'fishing',
  'ocean',
  'luck',
  'voyage',
  'dice',
  'olympus',
  'dogs',
  'wolf',
  'forest',
  'aztec',
  'antiquity',
] as const
export type GameTheme = (typeof gameThemes)[number]

/**
 * A game as a content file states it (content/games/<id>.json). Optional facts are left out when
 * no public source gives them: an unknown value is never guessed.
 */
export interface GameEntry {
  /** Stable key: favourites and analytics use it. Lowercase letters, digits and hyphens. */
  id: string
  /** The page address, /joc/<slug>; the id when left out. */
  slug?: string
  title: string
  provider: Provider
  theme: GameTheme
  /** Games of one series share it ("burning-hot"); similar-game lists put them first. */
  family?: string
  /** 0–5, one decimal: an editorial figure of this site. */
  rating: number
  /**
   * How many play it, only with the source that published the figure: a number a visitor reads as a
   * fact must say where it comes from (as the true counts do). None of the catalogue's games has one.
   */
  players?: SourcedFigure
  features: readonly GameFeature[]
  /** Two or three sentences: the card's dialog and the page's lead. */
  description: string
  /** How the game plays, one string per paragraph: the game page's own text. */
  about: readonly string[]
  /** Top RTP version published by the studio, in percent (e.g. 96.51). */
  rtp?: number
  volatility?: Volatility
  /** In Romanian, columns×rows with lines or ways: "5×3, 10 linii". */
  reels?: string
  /** Multiple of the stake, as text ("5000x", "300x + jackpot"). */
  maxWin?: string
  year?: number
  imageUrl?: string
  /** A reachable demo launcher. None is reachable from this site today, so no game has one. */
  demoUrl?: string
  /**
   * The studio publishes a free demo ("fun mode") of this game, the version licensed casinos let
   * visitors try without money. It says nothing about `demoUrl`: the demo cannot be embedded here.
   */
  hasFreeDemo: boolean
  /** A "book" game: free spins with one expanding symbol picked from a book (Book of Ra's mechanic). */
  bookMechanic?: boolean
}

/** A game of the catalogue, as every page reads it. */
export interface Game extends GameEntry {
  slug: string
}

export type BonusOfferType = 'rotiri-fara-depunere' | 'bun-venit' | 'cashback' | 'reincarcare'

export interface BonusOffer {
  type: BonusOfferType
  title: string
  /** How big it is, as a share or a count — never an amount of money. */
  value: string
  description: string
  wagering: string
  validity: string
}

/** A figure shown to visitors, with where it was published and when it was read there. */
export interface SourcedFigure {
  value: number
  source: {
    /** Who published it, as the card's note names them: "Novomatic, raport anual 2024". */
    name: string
    url: string
    /** When it was read at that address, YYYY-MM-DD. */
    retrieved: string
  }
}
