// Filled by issue 6.
export {};
