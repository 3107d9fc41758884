import type { TLanguage } from '@anumati/domain';

type TWords = Record<TLanguage, string>;

/**
 * The department's identity (GIGW 3.0), in one file: the emblem, its names in both languages, the help desk and
 * where feedback goes. Read at build time (Vite bundles it), so a department deploying the console edits this file
 * and `public/department-emblem.svg` and builds, with no setting to forget on a server; docs/SCREENS.md says why.
 * The values here are the demo's: complete, so every screen that shows them is complete.
 */
export const DEPARTMENT = {
  government: { en: 'Government of Telangana', te: 'తెలంగాణ ప్రభుత్వం' } satisfies TWords,
  name: {
    en: 'Municipal Administration & Urban Development Department',
    te: 'పురపాలక పరిపాలన & పట్టణాభివృద్ధి శాఖ',
  } satisfies TWords,
  /** The department's mark (public/), at 40 × 40; its alt text names the department, not a picture. */
  emblem: {
    src: '/department-emblem.svg',
    alt: {
      en: 'Emblem of the Municipal Administration & Urban Development Department, Government of Telangana',
      te: 'పురపాలక పరిపాలన & పట్టణాభివృద్ధి శాఖ, తెలంగాణ ప్రభుత్వం చిహ్నం',
    } satisfies TWords,
  },
  helpDesk: {
    phone: '040-2345 6789',
    email: 'helpdesk@anumati.demo',
    hours: {
      en: 'Monday to Saturday, 10:00 to 17:30, except public holidays',
      te: 'సోమవారం నుండి శనివారం వరకు, 10:00 నుండి 17:30 వరకు, ప్రభుత్వ సెలవు దినాలు మినహా',
    } satisfies TWords,
  },
  /** Where the feedback page's messages also may be sent by e-mail. */
  feedbackEmail: 'feedback@anumati.demo',
} as const;
