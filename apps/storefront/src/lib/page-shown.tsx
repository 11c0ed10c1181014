import { useEffect } from 'react';

// When the app's first render (or hydration) is on screen: main.tsx waits for it before it adds the
// contract's texts to the translator, so the change reaches the pages that are already showing.

let markShown: () => void = () => undefined;

/** Settles once the app's first render has been committed (its effects have run). */
export const pageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Rendered once, last inside the app's providers: their effects (the translator's listener) ran first. */
export function PageShown() {
  useEffect(() => markShown(), []);
  return null;
}
