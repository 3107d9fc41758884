/**
 * Each route's title (WCAG 2.4.2): the path patterns of app-routes.tsx and of the features' route lists, in the
 * order they are tried, each with its key under `pageTitle` in the shell catalogue. The title is known from the
 * address alone, so it is set before the screen's data (or even its chunk) arrives. A path no pattern matches is
 * titled by the product alone.
 */
export const PAGE_TITLES = [
  // Public screens (spec 1 §2.1).
  { path: '/', key: 'signIn' },
  { path: '/login', key: 'signIn' },
  { path: '/reset-password', key: 'resetPassword' },
  { path: '/reset-password-new', key: 'resetPassword' },
  { path: '/reset-password-verify', key: 'resetPasswordVerify' },
  { path: '/change-password-OTP', key: 'changePassword' },
  { path: '/change-password', key: 'changePassword' },
  { path: '/password-success', key: 'passwordChanged' },
  { path: '/fee-calculator', key: 'feeCalculator' },
  { path: '/verify-order/:number', key: 'verifyOrder' },
  { path: '/website-policies', key: 'websitePolicies' },
  { path: '/accessibility-statement', key: 'accessibilityStatement' },
  { path: '/help', key: 'help' },
  { path: '/sitemap', key: 'sitemap' },
  { path: '/feedback', key: 'feedback' },
  { path: '/review/:id', key: 'review' },
  { path: '/review/:type/:id', key: 'review' },
  // The inbox and the file's screens.
  // Spec 1 §2.5: the single-window list is the inbox's address with its flow; it is named as its menu entry is.
  { path: '/post-verification', search: { flow: 'single-window' }, key: 'singleWindowList' },
  { path: '/post-verification', key: 'inbox' },
  { path: '/pre-scrutiny', key: 'preScrutiny' },
  { path: '/application-details/:id', key: 'applicationDetails' },
  { path: '/application-details/occ/:id', key: 'applicationDetails' },
  { path: '/compoundWall-application-details/CW/:id', key: 'applicationDetails' },
  { path: '/site-verification/:id', key: 'siteVerification' },
  { path: '/site-verification/:type/:id', key: 'siteVerification' },
  { path: '/title-verification/:id', key: 'titleVerification' },
  { path: '/technical-verification/:id', key: 'technicalVerification' },
  { path: '/technical-verification/:type/:id', key: 'technicalVerification' },
  { path: '/sw-verification/:id', key: 'singleWindowVerification' },
  { path: '/sw-verification/:type/:id', key: 'singleWindowVerification' },
  { path: '/sw-line-verification/:id', key: 'lineVerification' },
  { path: '/line-verification/:id', key: 'lineVerification' },
  { path: '/iairVerification/:id', key: 'verification' },
  { path: '/iairVerification/:type/:id', key: 'verification' },
  { path: '/commissioner-verification/:id', key: 'decision' },
  { path: '/commissioner-verification/:type/:id', key: 'decision' },
  { path: '/iair-CommisionerVerify/:id', key: 'decision' },
  { path: '/iair-CommisionerVerify/:type/:id', key: 'decision' },
  { path: '/fee-verification/:id', key: 'feeVerification' },
  { path: '/fee-verification-review', key: 'feeVerificationReview' },
  { path: '/payment-review/:id', key: 'paymentReview' },
  { path: '/deviation/:id', key: 'deviation' },
  { path: '/create-remarks/:id', key: 'createRemarks' },
  { path: '/Review-Remarks/:id', key: 'reviewRemarks' },
  { path: '/correction-verification', key: 'corrections' },
  { path: '/correction-verification-/:id', key: 'correction' },
  { path: '/correction-view-/:id', key: 'correction' },
  { path: '/commisioner-correction-view /:id', key: 'correction' },
  // Reports, search and the chasing cell.
  { path: '/summary-report', key: 'summaryReport' },
  { path: '/summary/:label', key: 'summaryList' },
  { path: '/dashboard', key: 'dashboard' },
  { path: '/dashboard-new', key: 'dashboard' },
  { path: '/revenue-dashboard', key: 'revenueDashboard' },
  { path: '/building-permissions/:report', key: 'buildingPermissionReport' },
  { path: '/occupancy/:report', key: 'occupancyReport' },
  { path: '/search', key: 'search' },
  { path: '/chasing-dashboard', key: 'chasingDashboard' },
  { path: '/chasing-action-panel', key: 'chasingActionPanel' },
  { path: '/chasing-stats', key: 'chasingStats' },
  { path: '/chasing-applications', key: 'chasingApplications' },
  { path: '/performance-report', key: 'performanceReport' },
  { path: '/cmo-dashboard', key: 'cmoDashboard' },
  // Officer administration (issue 52): its screens, by their common prefix.
  { path: '/administration/*', key: 'administration' },
] as const;

export type TPageTitleKey = (typeof PAGE_TITLES)[number]['key'];
