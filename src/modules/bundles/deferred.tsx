import { memo, Suspense, use, type ComponentType } from 'react';
import type { StringsPart } from '../../routes/bundleStrings';

/** Code in a lazy chunk of its own, loaded after hydration (ADR 042). */
export interface DeferredCode {
  /** Loads the code; resolves at once once it is there. */
  preload(): Promise<void>;
  isLoaded(): boolean;
}

/** A component whose code is deferred. */
export type DeferredComponent<P extends object = object> = ComponentType<P> & DeferredCode;

/** How the browser loads a later part's texts into its translator (client/index.tsx); the server has them all. */
let partStrings: ((part: StringsPart) => Promise<void>) | null = null;

/**
 * The browser loads the texts of a later part with its code (docs/decisions/042-javascript-budget.md, update 4):
 * the part counts as loaded, and renders, once both are in. Set before hydration.
 */
export function loadPartStringsWith(load: (part: StringsPart) => Promise<void>): void {
  partStrings = load;
}

export function isDeferred(component: ComponentType): component is ComponentType & DeferredCode {
  return typeof (component as Partial<DeferredCode>).preload === 'function';
}

/**
 * A below-the-fold module component whose code stays out of the page's initial JavaScript
 * (docs/decisions/042-javascript-budget.md). It renders inside its own Suspense boundary:
 * - on the server, and in the browser once the code is there, it renders at once (the registry loads it before
 *   every server render and before a client navigation shows a page with it);
 * - during hydration without the code, React keeps the server's HTML of the boundary in place and hydrates it when
 *   the chunk arrives (selective hydration), so the fallback is never shown.
 * memo: a parent's re-render must not reach the boundary before it has hydrated, or React would give up the
 * server's HTML for the fallback. Module components take no props and parts of modules take a few plain values,
 * so the memo holds.
 */
export function deferred<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  /** The part's name in STRINGS_OF_PART when its texts come with it rather than with the page (update 4). */
  options: { strings?: StringsPart } = {},
): DeferredComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const code = (): Promise<ComponentType<P>> => {
    pending ??= Promise.all([load(), options.strings && partStrings?.(options.strings)]).then(
      ([component]) => (Loaded = component),
      (error: unknown) => {
        // A chunk that could not be fetched may come on the next try (the boundary's error goes to ModuleBoundary).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Code(props: P) {
    const Component = Loaded ?? use(code());
    return <Component {...props} />;
  }
  const Deferred = memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Code {...props} />
      </Suspense>
    );
  });
  return Object.assign(Deferred, { preload: () => code().then(() => undefined), isLoaded: () => Loaded !== undefined });
}
