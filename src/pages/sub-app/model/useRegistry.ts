import { useCallback, useEffect, useState } from 'react';
import type { Registry } from '../lib/registryRules';
import { loadRegistry } from './registry';

/** The deployment's registry once read (null while it is being read); `reread` reads it again (the unreadable page's Retry). */
export function useRegistry(): { registry: Registry | null; reread: () => void } {
  const [registry, setRegistry] = useState<Registry | null>(null);
  const [reading, setReading] = useState(0);
  useEffect(() => {
    let current = true;
    void loadRegistry().then((loaded) => current && setRegistry(loaded));
    return () => {
      current = false;
    };
  }, [reading]);
  const reread = useCallback(() => {
    setRegistry(null);
    setReading((count) => count + 1);
  }, []);
  return { registry, reread };
}
