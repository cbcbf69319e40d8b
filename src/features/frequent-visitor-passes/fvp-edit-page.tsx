import { fvpKind } from '../../entities/spa-passes/spa-pass-kinds.ts';
import { SpaPassEditPage } from '../../entities/spa-passes/spa-pass-pages.tsx';

/**
 * /fvp/new (from the draft the list's picker held) and /fvp/{brpProductId}: the pass's fields and its checkout link.
 * Without a draft, or with an id that is not a configured pass, it goes back to the list.
 */
export function FvpEditPage() {
  return <SpaPassEditPage kind={fvpKind} />;
}
