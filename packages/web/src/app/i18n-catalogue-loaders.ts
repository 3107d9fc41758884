import type { ResourceKey } from 'i18next';
import { authEn } from '../features/auth/i18n/en';
import { shellEn } from '../features/shell/i18n/en';
import { commonEn } from '../shared/i18n/common.en';
import type { englishResources } from './i18n-resources';
import type { signedInEnglish } from './signed-in-english';

type TEnglishResources = typeof englishResources;

/**
 * The words of the screens shown before signing in (the sign-in frame, the login form): they come with the first
 * screen, so it never waits for them (issue 17 §4: the login route carries no other feature's words).
 */
export const firstScreenEnglish = {
  common: commonEn,
  auth: authEn,
  shell: shellEn,
} satisfies Partial<TEnglishResources>;

type TLaterNamespace = Exclude<keyof TEnglishResources, keyof typeof firstScreenEnglish>;

/**
 * The words of the screens a citizen opens without signing in (the fee calculator, the site's information pages),
 * each beside its screen's chunk (app-routes.tsx), so that such a screen does not carry the officers' words.
 */
const publicEnglish = {
  'fee-calculator': () => import('../features/fee-calculator/i18n/en').then((module) => module.feeCalculatorEn),
  'site-info': () => import('../features/site-info/i18n/en').then((module) => module.siteInfoEn),
  feedback: () => import('../features/feedback/i18n/en').then((module) => module.feedbackEn),
} satisfies { [N in TLaterNamespace]?: () => Promise<TEnglishResources[N]> };

type TSignedInNamespace = keyof typeof signedInEnglish;

/**
 * Every other feature's English (signed-in-english.ts), one chunk of about 7 KB of gzip: the signed-in layout
 * asks for all of it at once (signedInNamespaces). Each namespace in a chunk of its own made sixteen requests
 * there, and a browser opens six connections to a server without HTTP/2 (nginx.conf listens on plain HTTP): the
 * inbox's words arrived in two rounds after its chunks.
 */
const loadSignedInEnglish = () => import('./signed-in-english').then((module) => module.signedInEnglish);

const isPublicNamespace = (namespace: string): namespace is keyof typeof publicEnglish =>
  Object.hasOwn(publicEnglish, namespace);

/**
 * Every namespace loaded after sign-in, all together with the signed-in layout: a screen's sections, drawers and
 * tabs use other features' words (the detail screen's deviation tables, the verification screen's fees tab…),
 * and a part that waited for its words inside an opening accordion panel or drawer was measured at no height and
 * stayed invisible. A screen that uses a namespace nobody asked for waits for it, in Suspense, rather than
 * showing a key. Known once the signed-in English has arrived, which the layout waits for in any case.
 */
export async function signedInNamespaces(): Promise<TLaterNamespace[]> {
  // The public screens' words are asked for beside the signed-in chunk, not a round trip after it.
  const [english] = await Promise.all([loadSignedInEnglish(), ...Object.values(publicEnglish).map((load) => load())]);
  return [...(Object.keys(publicEnglish) as TLaterNamespace[]), ...(Object.keys(english) as TSignedInNamespace[])];
}

export async function loadEnglish(namespace: string): Promise<ResourceKey> {
  if (isPublicNamespace(namespace)) return publicEnglish[namespace]();
  const english = await loadSignedInEnglish();
  if (!Object.hasOwn(english, namespace)) throw new Error(`No English catalogue "${namespace}"`);
  return english[namespace as TSignedInNamespace];
}

export const loadTelugu = () =>
  import('./i18n-resources-te').then((module) => ({
    catalogues: module.teluguResources,
    translateMessage: module.translateMessage,
  }));
