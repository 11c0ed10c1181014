import { lazy, type LazyExoticComponent } from 'react';

/** What React.lazy accepts: any component (its own constraint, without spelling `any` here). */
type LazyTarget = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

export type PreloadableComponent<T extends LazyTarget> = LazyExoticComponent<T> & {
  /** Starts the download early (a pointer over the button, a focus), so opening feels instant. */
  readonly preload: () => Promise<unknown>;
};

/** A thenable that calls back at once, where a promise would wait for the next microtask. */
const settled = <T>(value: T) => ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) });

/**
 * React.lazy for what the first paint does not need (menus, drawers, the cookie banner, toasts):
 * the shell stays small on phones, and the chunk arrives when the person reaches for it (issue 18).
 *
 * Once preloaded, the component renders in its first render instead of suspending for a
 * microtask: React.lazy takes a thenable that calls back at once as resolved. Hydrating a
 * server-rendered page needs that: a page still suspended when the first update arrives would be
 * thrown away and drawn again.
 */
export function lazyWithPreload<T extends LazyTarget>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const component = lazy(() => (loaded ? (settled(loaded) as unknown as Promise<{ default: T }>) : preload()));
  return Object.assign(component, { preload });
}
