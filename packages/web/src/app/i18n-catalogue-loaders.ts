import type { ResourceKey } from 'i18next';
import { authEn } from '../features/auth/i18n/en';
import { shellEn } from '../features/shell/i18n/en';
import { commonEn } from '../shared/i18n/common.en';
import type { englishResources } from './i18n-resources';

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
 * Every other feature's English, each a small chunk: all of them with the signed-in layout, a public screen's
 * beside its own chunk (app-routes.tsx); a screen that uses a namespace nobody asked for waits for it, in
 * Suspense, rather than showing a key. The mapped type makes the compiler ask for every namespace.
 */
const laterEnglish: { [N in TLaterNamespace]: () => Promise<TEnglishResources[N]> } = {
  verification: () => import('../features/verification/i18n/en').then((module) => module.verificationEn),
  fees: () => import('../features/fees/i18n/en').then((module) => module.feesEn),
  'fee-calculator': () => import('../features/fee-calculator/i18n/en').then((module) => module.feeCalculatorEn),
  deviation: () => import('../features/deviation/i18n/en').then((module) => module.deviationEn),
  conditions: () => import('../features/conditions/i18n/en').then((module) => module.conditionsEn),
  'application-details': () =>
    import('../features/application-details/i18n/en').then((module) => module.applicationDetailsEn),
  corrections: () => import('../features/corrections/i18n/en').then((module) => module.correctionsEn),
  map: () => import('../features/map/i18n/en').then((module) => module.mapEn),
  notes: () => import('../features/notes/i18n/en').then((module) => module.notesEn),
  'proposal-flow': () => import('../features/proposal-flow/i18n/en').then((module) => module.proposalFlowEn),
  'review-remarks': () => import('../features/review-remarks/i18n/en').then((module) => module.reviewRemarksEn),
  review: () => import('../features/review/i18n/en').then((module) => module.reviewEn),
  reports: () => import('../features/reports/i18n/en').then((module) => module.reportsEn),
  'chasing-cell': () => import('../features/chasing-cell/i18n/en').then((module) => module.chasingCellEn),
  inbox: () => import('../features/inbox/i18n/en').then((module) => module.inboxEn),
  'officer-search': () => import('../features/officer-search/i18n/en').then((module) => module.officerSearchEn),
  'verify-order': () => import('../features/verify-order/i18n/en').then((module) => module.verifyOrderEn),
  'site-info': () => import('../features/site-info/i18n/en').then((module) => module.siteInfoEn),
};

/**
 * Every namespace loaded after sign-in, all together with the signed-in layout (about 15 KB of gzip in all): a
 * screen's sections, drawers and tabs use other features' words (the detail screen's deviation tables, the
 * verification screen's fees tab…), and a part that waited for its words inside an opening accordion panel or
 * drawer was measured at no height and stayed invisible.
 */
export const SIGNED_IN_NAMESPACES = Object.keys(laterEnglish) as TLaterNamespace[];

const isLaterNamespace = (namespace: string): namespace is TLaterNamespace => Object.hasOwn(laterEnglish, namespace);

export function loadEnglish(namespace: string): Promise<ResourceKey> {
  if (!isLaterNamespace(namespace)) return Promise.reject(new Error(`No English catalogue "${namespace}"`));
  return laterEnglish[namespace]();
}

export const loadTelugu = () =>
  import('./i18n-resources-te').then((module) => ({
    catalogues: module.teluguResources,
    translateMessage: module.translateMessage,
  }));
