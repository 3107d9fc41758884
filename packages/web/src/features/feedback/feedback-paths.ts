/** The visitors' feedback form (public); the administrators' list is under administration (administration-paths.ts). */
export const FEEDBACK_PATH = '/feedback';
