/**
 * Writers that are no person, as people say them: the name a record's `createdBy` (or a log entry) carries when the
 * web checkout or the demo data made it (server/seed/).
 */
export const SYSTEM_WRITERS: Readonly<Record<string, string>> = {
  'checkout-web': 'Web checkout',
  seed: 'Demo data',
};

/** Who made a change, as the console names them. */
export const writerName = (name: string): string =>
  Object.hasOwn(SYSTEM_WRITERS, name) ? (SYSTEM_WRITERS[name] as string) : name;
