export * from '../../../src/release/origins'
