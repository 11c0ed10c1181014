import { createContext, useContext, useState, type ReactNode } from 'react';

// Spec 2.3 animates page *changes*. The page a visit starts on is not a change: on a
// server-rendered page its markup is already painted, and fading it in from transparent would hide
// the largest paint until the fade ran (Lighthouse counted the home heading 1.2 s late, issue 18).

const FirstPageContext = createContext(false);

/** Whether the page shown is still the one the visit started on. */
export const useIsFirstPage = () => useContext(FirstPageContext);

export function FirstPageProvider({ pathname, children }: { readonly pathname: string; readonly children: ReactNode }) {
  const [firstPathname, setFirstPathname] = useState<string | null>(pathname);
  // Forgotten at the first change, so coming back to that page later animates like any other.
  // Set while rendering (React's pattern for state derived from a prop change): the changed page's
  // first render already reads false.
  if (firstPathname !== null && pathname !== firstPathname) setFirstPathname(null);
  return <FirstPageContext value={firstPathname === pathname}>{children}</FirstPageContext>;
}
