import { isOwnOpenTurn, processKindOf } from '@anumati/domain';
import { useParams } from 'react-router';
import { useOfficersApplicationQuery } from '../application/officers-application.query';
import { useApplicationCommentsQuery } from '../application/application-comments.query';
import { useMeQuery } from '../officer/me.query';
import { useApplicationFormsQuery } from '../application/get-questions-and-answers.query';

/**
 * What every verification and decision screen reads about the file and the signed-in officer. The file is the
 * route's :id, or the one given (/fee-verification-review takes it from its query).
 */
export function useVerificationFile(applicationId?: string) {
  const params = useParams();
  const id = applicationId ?? params.id ?? '';
  const me = useMeQuery();
  const application = useOfficersApplicationQuery(id);
  const forms = useApplicationFormsQuery(id);
  const myActiveNotes = useApplicationCommentsQuery(
    { applicationId: id, officerId: me.data?.id, active: true },
    { isEnabled: me.data !== undefined },
  );
  const error = me.error ?? application.error ?? forms.error;
  const isLoading = me.isLoading || application.isLoading || forms.isLoading;
  const file =
    me.data && application.data && forms.data
      ? {
          me: me.data,
          application: application.data,
          forms: forms.data.applicationForms,
          kind: processKindOf(application.data.applicationType, application.data.approvalFor),
          hasActiveNote: (myActiveNotes.data?.length ?? 0) > 0,
          /** The officer may still act on the file (a turn of theirs is open): notes are open to them. */
          hasOpenTurn: application.data.stageStates.some((stage) =>
            stage.stageOfficers.some((officer) =>
              isOwnOpenTurn({ officerId: officer.officerId, status: officer.action }, me.data?.id),
            ),
          ),
        }
      : null;
  const refetch = () => Promise.all([me.refetch(), application.refetch(), forms.refetch()]);
  return { id, file, error, isLoading, refetch };
}

export type TVerificationFile = NonNullable<ReturnType<typeof useVerificationFile>['file']>;
