export * from '../../build/monolith'
