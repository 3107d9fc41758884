import { PostVerificationView } from './post-verification-view';
import { usePostVerificationPage } from './use-post-verification-page';

/**
 * The officer's inbox (spec 1 §2.5): its controller (the address's state, the server's list and counts, the
 * handlers) in usePostVerificationPage, its look in PostVerificationView.
 */
export function PostVerificationPage() {
  return <PostVerificationView page={usePostVerificationPage()} />;
}
