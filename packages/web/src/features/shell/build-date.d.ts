/** The build's time as an ISO string, set by Vite's `define` (vite.config.ts): the footer's "Last updated". */
declare const __BUILD_DATE__: string;
