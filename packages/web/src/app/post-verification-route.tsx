import { isAdministratorLevel } from '@anumati/domain';
import { Navigate } from 'react-router';
import { OFFICERS_PATH } from '../features/administration';
import { PostVerificationPage } from '../features/inbox/post-verification-page';
import { useMeQuery } from '../shared/officer/me.query';

/**
 * Spec 1 §2.2: the chasing cell is sent from the post-verification list to the summary report; issue 52: an
 * administrator, who has no inbox, to the officers list.
 */
export function PostVerificationRoute() {
  const me = useMeQuery();
  // Until the officer is known, the list waits: the chasing cell never sees it, not even for a moment.
  if (!me.data) return null;
  if (me.data.permissionLevel === 'CIO_CHASING_CELL') return <Navigate to="/summary-report" replace />;
  if (isAdministratorLevel(me.data.permissionLevel)) return <Navigate to={OFFICERS_PATH} replace />;
  return <PostVerificationPage />;
}
