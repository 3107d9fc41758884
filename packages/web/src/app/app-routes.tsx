import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { reportRoutes } from '../features/reports/report-routes';
import { correctionRoutes } from '../features/corrections/correction-routes';
import { PublicRoutesFrame } from '../features/shell/public-routes-frame';
import { AppShellPlaceholder } from '../features/shell/app-shell-placeholder';
import { chasingCellRoutes } from '../features/chasing-cell/chasing-cell-routes';
import { familyReportRoutes } from '../features/family-reports/family-report-routes';
import { searchRoutes } from '../features/officer-search/search-routes';
import { administrationRoutes } from '../features/administration/administration-routes';
import { FEEDBACK_PATH } from '../features/feedback/feedback-paths';
import { FEEDBACK_LIST_PATH } from '../features/administration/administration-paths';
import { RenderErrorBoundary } from '../shared/errors/render-error-boundary';
import controls from '../shared/styles/plain-controls.module.css';
import { loadNamespaces } from '../shared/i18n/i18n';
import { hasSession } from '../shared/session/session-storage';
import { fileScreenOfAddress, type TFileScreen } from './file-screen-addresses';
import { signedInNamespaces } from './i18n-catalogue-loaders';
import type { englishResources } from './i18n-resources';
import classes from './first-screen-frame.module.css';
import { AdministratorsOnTheirScreens, RedirectIfSignedIn, RequireAdministrator, RequireSession } from './route-guards';

type TNamespace = keyof typeof englishResources;

/**
 * A screen's chunk and the words it shows, loaded side by side: the screen does not wait for its catalogue after
 * its chunk has arrived (a namespace left out here is still loaded, when the screen asks for it).
 */
function withWords<T>(
  namespaces: readonly TNamespace[] | Promise<readonly TNamespace[]>,
  chunk: Promise<T>,
): Promise<T> {
  const words = Promise.resolve(namespaces).then((names) => loadNamespaces([...names]));
  return Promise.all([chunk, words]).then(([module]) => module);
}

// Every screen but the login page loads on demand: the login page does not carry the other forms' schemas, nor the
// tables, maps or charts of the private screens.
const ChangePasswordOtpPage = lazy(() =>
  import('../features/auth/change-password-otp-page').then((module) => ({ default: module.ChangePasswordOtpPage })),
);
const ChangePasswordPage = lazy(() =>
  import('../features/auth/change-password-page').then((module) => ({ default: module.ChangePasswordPage })),
);
const PasswordSuccessPage = lazy(() =>
  import('../features/auth/password-success-page').then((module) => ({ default: module.PasswordSuccessPage })),
);
const ResetPasswordNewPage = lazy(() =>
  import('../features/auth/reset-password-new-page').then((module) => ({ default: module.ResetPasswordNewPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
const ResetPasswordVerifyPage = lazy(() =>
  import('../features/auth/reset-password-verify-page').then((module) => ({ default: module.ResetPasswordVerifyPage })),
);
const loadPostVerificationRoute = () => import('./post-verification-route');
// Every signed-in screen renders inside this layout, so its words are all here once the layout shows.
const loadAppShellLayout = () =>
  withWords(signedInNamespaces(), import('../features/shell/app-shell-layout')).then((module) => ({
    default: module.AppShellLayout,
  }));
const AppShellLayout = lazy(loadAppShellLayout);
// Issue 54 §6: Mantine (its theme, CSS and toasts) comes with the first screen built of it, never with the sign-in
// page, which is plain markup and CSS.
const loadConsoleFrame = () => import('./console-frame').then((module) => ({ default: module.ConsoleFrame }));
const ConsoleFrame = lazy(loadConsoleFrame);
/**
 * A file's screen opened at its own address: its chunk is asked for with the frame's, not once the layout has
 * drawn. On a phone's slow link that wait was a round of requests more before the inspection form (issue 53 §7).
 */
const LOAD_FILE_SCREEN: Record<TFileScreen, () => Promise<unknown>> = {
  verification: () => loadVerificationPage(),
  decision: () => loadDecisionPage(),
};
const loadScreenOfAddress = () => {
  const opened = fileScreenOfAddress(window.location.pathname);
  return opened ? LOAD_FILE_SCREEN[opened.screen]() : undefined;
};

// The signed-in screens' frame, the layout and the inbox (where an officer lands on signing in) load side by side,
// not one after the other: the layout's chunk is asked for with Mantine's, not once Mantine has arrived; so does
// a file's screen opened at its own address. The frame shows once the layout has arrived too, so the placeholder
// of the top bar and the title (AppShellPlaceholder) stays until the layout draws them.
const SignedInFrame = lazy(async () => {
  void loadPostVerificationRoute();
  void loadScreenOfAddress();
  const [{ default: Frame }, { default: Layout }] = await Promise.all([loadConsoleFrame(), loadAppShellLayout()]);
  // The layout drawn by the frame itself, not as a route of its own: a route's lazy layout suspended once more when
  // it first drew, and the frame's loader then stood for a moment in place of the top bar and the title.
  function SignedInScreens() {
    return (
      <Frame>
        <Layout />
      </Frame>
    );
  }
  return { default: SignedInScreens };
});
const PostVerificationRoute = lazy(() =>
  loadPostVerificationRoute().then((module) => ({ default: module.PostVerificationRoute })),
);
const FeeVerificationPage = lazy(() =>
  import('../features/fees/fee-verification-page').then((module) => ({
    default: module.FeeVerificationPage,
  })),
);
const PaymentReviewPage = lazy(() =>
  import('../features/fees/payment-review-page').then((module) => ({
    default: module.PaymentReviewPage,
  })),
);
const DeviationPage = lazy(() =>
  import('../features/deviation/deviation-page').then((module) => ({
    default: module.DeviationPage,
  })),
);
const VerifyOrderPage = lazy(() =>
  withWords(['verify-order'], import('../features/verify-order/verify-order-page')).then((module) => ({
    default: module.VerifyOrderPage,
  })),
);
const FeeCalculatorPage = lazy(() =>
  withWords(['fee-calculator'], import('../features/fee-calculator/fee-calculator-page')).then((module) => ({
    default: module.FeeCalculatorPage,
  })),
);
const ApplicationDetailsPage = lazy(() =>
  import('../features/application-details/application-details-page').then((module) => ({
    default: module.ApplicationDetailsPage,
  })),
);
const loadVerificationPage = () => import('../features/verification/verification-page');
const VerificationPage = lazy(() =>
  loadVerificationPage().then((module) => ({
    default: module.VerificationPage,
  })),
);
const loadDecisionPage = () => import('../features/verification/decision-page');
const DecisionPage = lazy(() =>
  loadDecisionPage().then((module) => ({
    default: module.DecisionPage,
  })),
);
const FeeVerificationReviewPage = lazy(() =>
  import('../features/verification/fee-verification-review-page').then((module) => ({
    default: module.FeeVerificationReviewPage,
  })),
);
const CreateRemarksPage = lazy(() =>
  import('../features/verification/create-remarks-page').then((module) => ({
    default: module.CreateRemarksPage,
  })),
);
const PreScrutinyPage = lazy(() =>
  import('../features/verification/pre-scrutiny-page').then((module) => ({
    default: module.PreScrutinyPage,
  })),
);
const ReviewPage = lazy(() =>
  // Signed out, the review page opens without the layout, and shows the detail screen's sections.
  withWords(signedInNamespaces(), import('../features/review/review-page')).then((module) => ({
    default: module.ReviewPage,
  })),
);
const ReviewRemarksPage = lazy(() =>
  import('../features/review-remarks/review-remarks-page').then((module) => ({
    default: module.ReviewRemarksPage,
  })),
);

const WebsitePoliciesPage = lazy(() =>
  withWords(['site-info'], import('../features/site-info/website-policies-page')).then((module) => ({
    default: module.WebsitePoliciesPage,
  })),
);
const AccessibilityStatementPage = lazy(() =>
  withWords(['site-info'], import('../features/site-info/accessibility-statement-page')).then((module) => ({
    default: module.AccessibilityStatementPage,
  })),
);
const HelpPage = lazy(() =>
  withWords(['site-info'], import('../features/site-info/help-page')).then((module) => ({
    default: module.HelpPage,
  })),
);
const FeedbackPage = lazy(() =>
  withWords(['feedback'], import('../features/feedback/feedback-page')).then((module) => ({
    default: module.FeedbackPage,
  })),
);
const FeedbackListPage = lazy(() =>
  withWords(['feedback'], import('../features/feedback/feedback-list-page')).then((module) => ({
    default: module.FeedbackListPage,
  })),
);
const SitemapPage = lazy(() =>
  withWords(['site-info'], import('../features/site-info/sitemap-page')).then((module) => ({
    default: module.SitemapPage,
  })),
);

/** The loader before Mantine has arrived: plain CSS, named for screen readers. */
function FirstScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={classes.center}>
      <div className={classes.spinner} role="status" aria-label={t('loadingLabel')} />
    </div>
  );
}

/**
 * A screen whose code or words did not arrive (a dropped connection, or a chunk gone after a new release while the
 * officer's page was open) shows the load error with RETRY, which reloads the page, instead of a blank page; going
 * to another route tries again. Plain markup: it must show when Mantine's own chunk is what failed
 * (console-frame.tsx has Mantine's for the screens inside it).
 */
function FirstScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const fallback = (
    <div className={classes.center}>
      <div className={classes.alert} role="alert">
        <div>
          <p className={classes.alertTitle}>{t('loadError.title')}</p>
          <p className={classes.alertText}>{t('loadError.screen')}</p>
        </div>
        <button type="button" className={controls.button} onClick={() => window.location.reload()}>
          {t('loadError.retry')}
        </button>
      </div>
    </div>
  );
  return (
    <RenderErrorBoundary fallback={fallback} resetKey={pathname}>
      {children}
    </RenderErrorBoundary>
  );
}

/**
 * The review page in the console's shell (menu, top bar, margins) for a signed-in officer (issue 18); without a
 * session, in the public frame, where the page asks the officer to sign in. Read when the route opens.
 */
function ReviewFrame() {
  return hasSession() ? <AppShellLayout /> : <PublicRoutesFrame />;
}

const publicOnly = (page: ReactNode) => <RedirectIfSignedIn>{page}</RedirectIfSignedIn>;

export function AppRoutes() {
  return (
    <FirstScreenErrorBoundary>
      <Suspense fallback={<FirstScreenLoading />}>
        <Routes>
          {/* GIGW 3.0: the skip link and the footer around the screens open without signing in. */}
          <Route element={<PublicRoutesFrame />}>
            {/* Issue 54 §6: the sign-in page in plain markup and CSS, without Mantine. */}
            <Route path="/" element={publicOnly(<LoginPage />)} />
            <Route path="/login" element={publicOnly(<LoginPage />)} />
            <Route element={<ConsoleFrame />}>
              <Route path="/reset-password-new" element={publicOnly(<ResetPasswordNewPage />)} />
              <Route path="/reset-password-verify" element={publicOnly(<ResetPasswordVerifyPage />)} />
              <Route path="/change-password-OTP" element={<ChangePasswordOtpPage />} />
              <Route path="/password-success" element={publicOnly(<PasswordSuccessPage />)} />
              {/* Open to everyone, signed in or not (spec 1 §2.1). */}
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/change-password" element={<ChangePasswordPage />} />
              <Route path="/fee-calculator" element={<FeeCalculatorPage />} />
              <Route path="/verify-order/:number" element={<VerifyOrderPage />} />
            </Route>
          </Route>
          <Route element={<ConsoleFrame />}>
            <Route element={<ReviewFrame />}>
              <Route path="/review/:id" element={<ReviewPage />} />
              <Route path="/review/:type/:id" element={<ReviewPage />} />
            </Route>
            {/* GIGW 3.0 information pages, open signed in or not, with their own header and footer. */}
            <Route path="/website-policies" element={<WebsitePoliciesPage />} />
            <Route path="/accessibility-statement" element={<AccessibilityStatementPage />} />
            <Route path="/help" element={<HelpPage />} />
            <Route path="/sitemap" element={<SitemapPage />} />
            {/* GIGW 3.0 feedback (issue 55): any visitor, signed in or not. */}
            <Route path={FEEDBACK_PATH} element={<FeedbackPage />} />
          </Route>
          <Route
            element={
              <RequireSession>
                <AdministratorsOnTheirScreens>
                  {/* Issue 53 §7: the top bar and the screen's title first, in plain markup. */}
                  <Suspense fallback={<AppShellPlaceholder loading={<FirstScreenLoading />} />}>
                    <SignedInFrame />
                  </Suspense>
                </AdministratorsOnTheirScreens>
              </RequireSession>
            }
          >
            <Route path="/post-verification" element={<PostVerificationRoute />} />
            {/* Issue 52: officer administration, for administrators only. */}
            <Route element={<RequireAdministrator />}>
              {administrationRoutes()}
              <Route path={FEEDBACK_LIST_PATH} element={<FeedbackListPage />} />
            </Route>
            {reportRoutes()}
            {familyReportRoutes()}
            {searchRoutes()}
            {chasingCellRoutes()}
            <Route path="/fee-verification/:id" element={<FeeVerificationPage />} />
            <Route path="/payment-review/:id" element={<PaymentReviewPage />} />
            <Route path="/deviation/:id" element={<DeviationPage />} />
            {/* Spec 2 §2.1: the detail screens; occ and CW are the route's type segment. */}
            <Route path="/application-details/:id" element={<ApplicationDetailsPage kind="DEFAULT" />} />
            <Route path="/application-details/occ/:id" element={<ApplicationDetailsPage kind="OCCUPANCY" />} />
            <Route
              path="/compoundWall-application-details/CW/:id"
              element={<ApplicationDetailsPage kind="COMPOUND_WALL" />}
            />
            {/* Spec 3 §2 verification paths; the type segment is occ (occupancy) or CW (compound wall). Routes match
                without regard to case, so /SW-line-verification is /sw-line-verification. */}
            <Route path="/site-verification/:id" element={<VerificationPage screen="SITE" />} />
            <Route path="/site-verification/:type/:id" element={<VerificationPage screen="SITE" />} />
            <Route path="/title-verification/:id" element={<VerificationPage screen="TITLE" />} />
            <Route path="/technical-verification/:id" element={<VerificationPage screen="TECHNICAL" />} />
            <Route path="/technical-verification/:type/:id" element={<VerificationPage screen="TECHNICAL" />} />
            <Route path="/sw-verification/:id" element={<VerificationPage screen="SINGLE_WINDOW" />} />
            <Route path="/sw-verification/:type/:id" element={<VerificationPage screen="SINGLE_WINDOW" />} />
            <Route path="/sw-line-verification/:id" element={<VerificationPage screen="LINE_DEPARTMENT" />} />
            <Route path="/line-verification/:id" element={<VerificationPage screen="LINE_DEPARTMENT" />} />
            <Route path="/iairVerification/:id" element={<VerificationPage screen="COMMON" />} />
            <Route path="/iairVerification/:type/:id" element={<VerificationPage screen="COMMON" />} />
            <Route path="/commissioner-verification/:id" element={<DecisionPage />} />
            <Route path="/commissioner-verification/:type/:id" element={<DecisionPage />} />
            <Route path="/iair-CommisionerVerify/:id" element={<DecisionPage />} />
            <Route path="/iair-CommisionerVerify/:type/:id" element={<DecisionPage />} />
            <Route path="/fee-verification-review" element={<FeeVerificationReviewPage />} />
            <Route path="/pre-scrutiny" element={<PreScrutinyPage />} />
            <Route path="/create-remarks/:id" element={<CreateRemarksPage />} />
            <Route path="/Review-Remarks/:id" element={<ReviewRemarksPage />} />
            {correctionRoutes()}
          </Route>
          {/* Spec 1 §2.1: the login page is the fallback for any unknown path. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </FirstScreenErrorBoundary>
  );
}
