export * from '../../../src/privacy/collection'
