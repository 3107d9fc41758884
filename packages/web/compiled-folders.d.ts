/** The React Compiler's folders: compiled-folders.js (plain JavaScript, read by eslint.config.js too). */
export declare const COMPILED_FOLDERS: readonly string[];
