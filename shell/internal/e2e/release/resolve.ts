export * from '../../../src/release/resolve'
