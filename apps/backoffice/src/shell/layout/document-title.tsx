import { useEffect } from 'react';
import { useT } from '@/i18n/text';

/** react-admin's TitlePortal: every screen's <Title> renders into this element of the app bar. */
const APP_BAR_TITLE_ID = 'react-admin-title';

/**
 * Names the browser tab after the screen ("Orders | Back office"), so tabs and history can be
 * told apart. The title is read from the app bar, where every screen already puts it (ours and
 * react-admin's lists and forms alike), and followed as it changes: a record loaded, another
 * language. Renders nothing; it belongs after the app bar's TitlePortal.
 */
export function DocumentTitle() {
  const t = useT();
  useEffect(() => {
    const title = document.getElementById(APP_BAR_TITLE_ID);
    const name = () => {
      const screen = title?.textContent?.trim();
      document.title = screen ? t('shell.documentTitle', { screen }) : t('shell.documentTitle.none');
    };
    name();
    if (!title) return undefined;
    const observer = new MutationObserver(name);
    observer.observe(title, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [t]);
  return null;
}
