/** The flags every headless Chromium of the test and benchmark harnesses starts with. */
export const CHROMIUM_FLAGS: readonly string[];
