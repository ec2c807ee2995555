/** The four games of the home page, in the product's order. */
export const popularGameIds = ['book-of-ra', 'sweet-bonanza', 'shining-crown', 'extra-stars'] as const
