import type { MouseEvent } from 'react';

// A link that an app also handles in place (a pager's Next, Clear filters) is a real link, so it
// works before hydration and without JavaScript. Once the app runs, a plain left click is the
// app's to handle; a click with Ctrl, Cmd, Shift or Alt, or with another button, is the person
// asking the browser for a new tab or window, and is left to it.

export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link's click handler that runs `handle` instead of following the link on a plain click. */
export function inPlace(handle: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    handle();
  };
}
