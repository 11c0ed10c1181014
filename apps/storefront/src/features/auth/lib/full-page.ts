// The back office is a separate app on the same origin: reaching it takes a full page load, which
// also makes it read the tokens just saved in localStorage. Kept in its own module so tests can
// replace it (jsdom cannot navigate).

export function openBackOffice(path: string): void {
  window.location.assign(path);
}

/** "Try Again" on the verification page: the spec says it reloads the page. */
export function reloadPage(): void {
  window.location.reload();
}
