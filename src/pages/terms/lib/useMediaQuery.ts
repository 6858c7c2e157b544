import { useEffect, useState } from 'react';

const mediaQuery = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether the CSS media query matches now; follows changes (the tab list moves beside the document on wide screens). */
export function useMediaQuery(query: string, fallback = true): boolean {
  const [matches, setMatches] = useState(() => mediaQuery(query)?.matches ?? fallback);
  useEffect(() => {
    const list = mediaQuery(query);
    if (!list) return undefined;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
