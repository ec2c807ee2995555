export * from '../../../src/release/bucket'
