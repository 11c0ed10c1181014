// Filled by issue 5.
export {};
