import { createContext, useContext } from 'react';

/**
 * The labels a screen's fields show, by field name, as its bound fields render them (form/fields.tsx): a record's
 * history (history/) names each field in the screen's own words. Provided by the edit page and the inline row.
 */
export const ScreenLabels = createContext<Map<string, string> | null>(null);

export const useScreenLabels = () => useContext(ScreenLabels);
