import { useLayoutEffect, useRef, type RefObject } from 'react';

// A server-rendered form control can be typed in or picked before its page hydrates (a phone
// shows the page about a second before the JavaScript takes over). React keeps what the element
// holds while it hydrates, but the component's state still has the rendered value, and its next
// render would put that back: what the person did would be lost. So, once, as the control mounts,
// a value the element holds that differs from the one rendered is handed to `adopt`, which makes
// it the control's own (and reports it, as if it had been typed or picked now).
//
// A layout effect, because MUI's inputs re-render from their own layout effects right after
// hydration, and that render would already have overwritten the element. A control mounted by the
// browser (not hydrated) holds the rendered value, so nothing happens there.

type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useValueFromBeforeHydration(
  ref: RefObject<FormElement | null>,
  rendered: string,
  adopt: (value: string) => void,
): void {
  // The first render's value and callback: later differences are the control's own doing. Checked
  // once, also when development's StrictMode runs the effect twice.
  const first = useRef<{ rendered: string; adopt: (value: string) => void } | null>({ rendered, adopt });
  useLayoutEffect(() => {
    const pending = first.current;
    first.current = null;
    const value = ref.current?.value;
    if (pending && value !== undefined && value !== pending.rendered) pending.adopt(value);
  }, [ref]);
}
