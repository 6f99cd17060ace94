// React state for the colour mode, kept in step with the document and with other tabs.
import { useCallback, useEffect, useState } from 'react';
import { COLOR_MODE_STORAGE_KEY } from './constants.ts';
import { applyColorMode, isColorMode, readDocumentColorMode, storeColorMode, type ColorMode } from './color-mode.ts';

/**
 * Returns the current mode and a setter that applies and stores a new one.
 * The first render uses `defaultMode` so hydration matches the server HTML; the effect then reads the
 * mode the head script already applied.
 */
export function useColorMode(defaultMode: ColorMode): [ColorMode, (mode: ColorMode) => void] {
  const [mode, setMode] = useState<ColorMode>(defaultMode);

  useEffect(() => {
    setMode(readDocumentColorMode(defaultMode));
    // `storage` fires only in the other tabs, which is exactly the cross-tab sync the spec asks for.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COLOR_MODE_STORAGE_KEY && event.key !== null) return;
      const next = isColorMode(event.newValue) ? event.newValue : defaultMode;
      applyColorMode(next);
      setMode(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [defaultMode]);

  const changeMode = useCallback((next: ColorMode) => {
    applyColorMode(next);
    storeColorMode(next);
    setMode(next);
  }, []);

  return [mode, changeMode];
}
