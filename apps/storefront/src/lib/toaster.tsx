import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { VariantType } from 'notistack';
import { lazyWithPreload } from './lazy-with-preload';
import type { EnqueueToast } from './toast-host';

// Toasts without notistack in the shell (issue 18): the toaster is downloaded and mounted once the
// browser is idle after the first paint, or with the first toast if one comes sooner (it then
// waits the few milliseconds that takes).

const ToastHost = lazyWithPreload(() => import('./toast-host').then((module) => ({ default: module.ToastHost })));

export type ShowToast = (message: ReactNode, variant: VariantType) => void;

/**
 * Without a ToasterProvider (a test that mounts notistack's own SnackbarProvider), toasts go to
 * notistack's module-level queue, which serves whichever provider is mounted.
 */
const showThroughMountedProvider: ShowToast = (message, variant) => {
  void import('notistack').then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant }));
};

const ToasterContext = createContext<ShowToast>(showThroughMountedProvider);

/** After the first paint, when the browser has nothing else to do; at once where it cannot say. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    run();
    return () => undefined;
  }
  const handle = window.requestIdleCallback(run, { timeout: 5000 });
  return () => window.cancelIdleCallback(handle);
}

export function ToasterProvider({ children }: { readonly children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const enqueue = useRef<EnqueueToast | null>(null);
  const waiting = useRef<Array<Parameters<ShowToast>>>([]);
  const show = useCallback<ShowToast>((message, variant) => {
    if (enqueue.current) {
      enqueue.current(message, { variant });
      return;
    }
    waiting.current.push([message, variant]);
    setMounted(true);
  }, []);
  const onReady = useCallback((ready: EnqueueToast) => {
    enqueue.current = ready;
    for (const [message, variant] of waiting.current.splice(0)) ready(message, { variant });
  }, []);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToasterContext.Provider value={value}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      )}
    </ToasterContext.Provider>
  );
}

export const useShowToast = (): ShowToast => useContext(ToasterContext);
