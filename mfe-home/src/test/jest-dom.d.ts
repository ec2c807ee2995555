// The matchers are installed by the shared setup file (shell/src/test/setup.ts); this brings their types.
/// <reference types="@testing-library/jest-dom/vitest" />
