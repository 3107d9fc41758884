import { Navigate } from 'react-router';
import { PostVerificationPage } from '../features/inbox/post-verification-page';
import { useMeQuery } from '../shared/officer/me.query';

/** Spec 1 §2.2: the chasing cell is sent from the post-verification list to the summary report. */
export function PostVerificationRoute() {
  const me = useMeQuery();
  // Until the officer is known, the list waits: the chasing cell never sees it, not even for a moment.
  if (!me.data) return null;
  if (me.data.permissionLevel === 'CIO_CHASING_CELL') return <Navigate to="/summary-report" replace />;
  return <PostVerificationPage />;
}
