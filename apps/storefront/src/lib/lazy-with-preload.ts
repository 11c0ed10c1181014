import { lazy, type LazyExoticComponent } from 'react';

/** What React.lazy accepts: any component (its own constraint, without spelling `any` here). */
type LazyTarget = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

export type PreloadableComponent<T extends LazyTarget> = LazyExoticComponent<T> & {
  /** Starts the download early (a pointer over the button, a focus), so opening feels instant. */
  readonly preload: () => Promise<unknown>;
};

/**
 * React.lazy for what the first paint does not need (menus, drawers, the cookie banner, toasts):
 * the shell stays small on phones, and the chunk arrives when the person reaches for it (issue 18).
 */
export function lazyWithPreload<T extends LazyTarget>(load: () => Promise<{ default: T }>): PreloadableComponent<T> {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
