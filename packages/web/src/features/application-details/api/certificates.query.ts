import type { TCertificates } from '@anumati/domain';
import { useQuery } from '@tanstack/react-query';
import { restRequestOrElse } from '../../../shared/rest/rest-request';
import { LINK_REFRESH_MS } from '../../../shared/application/detail-query-options';

const NONE: TCertificates = { certificates: {}, signed_copy_medias: [] };

/** GET applications/{id}/certificates, asked when the section opens; a failure shows none (spec 2 §7). */
export function useCertificatesQuery(applicationId: string) {
  return useQuery({
    queryKey: ['certificates', applicationId],
    refetchInterval: LINK_REFRESH_MS,
    queryFn: () => restRequestOrElse(`/api/v1/applications/${applicationId}/certificates`, NONE),
  });
}
