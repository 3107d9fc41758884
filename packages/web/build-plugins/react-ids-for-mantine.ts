import type { Plugin } from 'vite';

/** Mantine's own `useId` (@mantine/hooks), which every labelled input, tab, popover, portal and modal calls. */
export const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** The same contract (the static id when given, else an id stable while mounted), from React's `useId` alone. */
export const REACT_USE_ID_MODULE = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;

/**
 * Mantine's `useId` starts from React's id and replaces it with a random one in a layout effect: one synchronous
 * render more of every component that calls it, inside the commit that first shows a screen (mantinedev/mantine
 * #8898 reports the same effect's other cost). On the phone's inbox at 4× CPU slowdown that render was the
 * longest task, 290–410 ms, against 160–210 ms without it (issue 53 §7). React's ids are unique in the page and
 * stable while mounted, which is all Mantine uses them for (labels, descriptions, aria-controls).
 *
 * The build loads this module in its place. The development server and the component tests run Mantine as
 * published (its dependencies are bundled apart from the console's plugins): ids differ there, not behaviour.
 * A build that never met the module fails, so a Mantine release that moves it cannot silently bring the render back.
 */
export function reactIdsForMantine(): Plugin {
  let isReplaced = false;
  return {
    name: 'anumati:react-ids-for-mantine',
    apply: 'build',
    load: {
      filter: { id: MANTINE_USE_ID },
      handler() {
        isReplaced = true;
        return REACT_USE_ID_MODULE;
      },
    },
    buildEnd(error) {
      if (!error && !isReplaced) this.error("Mantine's useId module was not found where this plugin replaces it");
    },
  };
}
