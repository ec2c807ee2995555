/** @type {import('prettier').Config} */
export default { singleQuote: true, semi: false, printWidth: 110, trailingComma: 'all' }
