export * from '../../build/compile-hints'
