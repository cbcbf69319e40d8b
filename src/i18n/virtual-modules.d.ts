/** A language's catalogue, compiled to ICU syntax trees (build/i18n-catalogues.ts). */
declare module 'virtual:i18n/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const catalogue: Record<string, MessageFormatElement[]>;
  export default catalogue;
}
