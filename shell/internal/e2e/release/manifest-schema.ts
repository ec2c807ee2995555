export * from '../../../src/release/manifest-schema'
