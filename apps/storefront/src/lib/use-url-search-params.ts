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
  useEffect(() => {
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
