import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';

// The document's title: the path's (spec 2.3, lib/page-title.ts) unless the page on screen names
// itself from its data (an item, a business). The server sends the same title in the document
// (app/seo/page-head.ts); this keeps it after hydration and sets it on pages the browser opens. Refs,
// not state: a title change re-renders nothing.

/** Outside the provider (a page on its own, in a test) the page's title is the document's. */
const SetPageTitle = createContext<(title: string | undefined) => void>((title) => {
  if (title !== undefined) document.title = title;
});

export function PageTitleProvider({
  pathTitle,
  children,
}: {
  readonly pathTitle: string;
  readonly children: ReactNode;
}) {
  const pageTitle = useRef<string | undefined>(undefined);
  const latestPathTitle = useRef(pathTitle);
  const show = useCallback(() => {
    document.title = pageTitle.current ?? latestPathTitle.current;
  }, []);
  useEffect(() => {
    latestPathTitle.current = pathTitle;
    show();
  }, [pathTitle, show]);
  const setPageTitle = useCallback(
    (title: string | undefined) => {
      pageTitle.current = title;
      show();
    },
    [show],
  );
  return <SetPageTitle.Provider value={setPageTitle}>{children}</SetPageTitle.Provider>;
}

/** The page's own title while it is on screen; undefined (no data yet) leaves the path's. */
export function usePageTitle(title: string | undefined): void {
  const setPageTitle = useContext(SetPageTitle);
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(undefined);
  }, [setPageTitle, title]);
}
