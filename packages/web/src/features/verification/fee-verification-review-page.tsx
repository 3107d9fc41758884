import { useSearchParamsWriter } from '../../shared/tables/use-search-params-writer';
import { VerificationPage } from './verification-page';

/**
 * /fee-verification-review (spec 3 §2): the planning officer checks the fee the applicant paid on a
 * single-window fee intimation and goes on with NEXT. Decision: the spec gives the route no id; it travels as
 * ?id= so a reload or a shared link keeps the file.
 */
export function FeeVerificationReviewPage() {
  const { params } = useSearchParamsWriter();
  return <VerificationPage screen="FEE_VERIFICATION" applicationId={params.get('id') ?? ''} />;
}
