import bidiFactory from 'bidi-js';

/** bidi-js's Unicode Bidirectional Algorithm, its tables built once per process. */
export const bidi = bidiFactory();
