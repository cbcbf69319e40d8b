/**
 * A draft held in session storage between a picker and the form it opens (spec sections 2 and 4: "a picker that
 * stores a draft in session storage, then goes to .../new"). It survives a reload of the form, not the tab.
 */
export function readDraft<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

/** Saving the form clears its draft. */
export function clearDraft(key: string): void {
  sessionStorage.removeItem(key);
}
