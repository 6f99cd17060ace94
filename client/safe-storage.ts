// localStorage access that never throws: a reader may block site data, and then reading or writing it
// raises a SecurityError. The product spec (§8) asks for a console warning only.

/** Returns the stored value of `key`, or null when there is none or storage is blocked (with a warning). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    console.warn(`无法读取本地存储 ${key}：`, error);
    return null;
  }
}

/** Stores `value` under `key`, or removes the key for null; blocked storage only earns a warning. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`无法保存本地存储 ${key}：`, error);
  }
}
