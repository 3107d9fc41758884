import type { TCitizenDocuments } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequestOrElse } from '../../../shared/rest/rest-request';
import { LINK_REFRESH_MS } from '../../../shared/application/detail-query-options';

const NONE: TCitizenDocuments = { media: { data: [] } };

/** GET applications/{id}/citizen_uploaded_documents: a failure shows no documents (spec 2 §7). */
export function useCitizenDocumentsQuery(applicationId: string) {
  return useQuery({
    queryKey: ['citizenUploadedDocuments', applicationId],
    refetchInterval: LINK_REFRESH_MS,
    queryFn: () => restRequestOrElse(`/api/v1/applications/${applicationId}/citizen_uploaded_documents`, NONE),
  });
}
