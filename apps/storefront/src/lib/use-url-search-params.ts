import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type SearchParamsUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * useSearchParams whose updates build on the last one. React Router hands a functional update the
 * params of the last render, and a navigation renders as a transition: two filter changes made
 * before the page re-renders (a quick second pick) would both start from the old URL, and the
 * second would undo the first. The params this hook last wrote are kept until the render catches
 * up (and whatever the URL then says, Back included, is the base again).
 */
export function useUrlSearchParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  // Only a new URL replaces what was last written: on the first render the effect would otherwise
  // put back the rendered params over an update made while mounting (a filter picked before
  // hydration is applied by a layout effect, which runs before this one).
  const rendered = useRef(params);
  useEffect(() => {
    if (rendered.current === params) return;
    rendered.current = params;
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (next: SearchParamsUpdate, options?: NavigateOptions) => {
      const written = next(new URLSearchParams(latest.current));
      latest.current = written;
      void setParams(written, options);
    },
    [setParams],
  );
  return [params, update] as const;
}
