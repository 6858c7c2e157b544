import { useEffect, useState } from 'react';
import type { Registry } from '../lib/registry';
import { loadRegistry } from './registry';

/** The deployment's registry once read (null while it is being read). */
export function useRegistry(): Registry | null {
  const [registry, setRegistry] = useState<Registry | null>(null);
  useEffect(() => {
    let current = true;
    void loadRegistry().then((loaded) => current && setRegistry(loaded));
    return () => {
      current = false;
    };
  }, []);
  return registry;
}
