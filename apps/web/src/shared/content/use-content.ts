import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/i18n-store.ts';
import { useMarket } from '../market/market.ts';
import { loadContent } from './content-files.ts';
import { parseContent, type ContentSection } from './parse-content.ts';

export interface ContentRead {
  sections: ContentSection[] | null;
  /** The file does not exist or its chunk could not be fetched (offline before it was cached). */
  failed: boolean;
  retry: () => void;
}

/** A content file of the served market in the screen's language, parsed; fetched again when either changes. */
export function useContent(name: string | null): ContentRead {
  const market = useMarket();
  const lang = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; sections: ContentSection[] | null; failed: boolean } | null>(null);
  const key = `${market}/${lang}/${name}/${attempt}`;

  useEffect(() => {
    if (name === null) return;
    let live = true;
    const loading = loadContent(market, lang, name);
    if (!loading) {
      setState({ key, sections: null, failed: true });
      return;
    }
    loading.then(
      (text) => live && setState({ key, sections: parseContent(text), failed: false }),
      () => live && setState({ key, sections: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key, market, lang, name]);

  const current = state?.key === key ? state : null;
  return { sections: current?.sections ?? null, failed: current?.failed ?? false, retry: () => setAttempt((n) => n + 1) };
}
