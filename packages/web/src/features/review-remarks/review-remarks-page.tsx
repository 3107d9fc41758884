import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOfficersApplicationQuery } from '../../shared/application/officers-application.query';
import { LoadError } from '../../shared/errors/load-error';
import { ReviewRemarksList } from './review-remarks-list';
import { LoadingSpace } from '../../shared/loading/loading-space';

/** /Review-Remarks/{id}: the review remarks of one application on a page of their own (spec 2 §2.8). */
export function ReviewRemarksPage() {
  const { t } = useTranslation('review-remarks');
  const { id = '' } = useParams();
  const application = useOfficersApplicationQuery(id);
  if (application.isLoading) {
    return <LoadingSpace mih="40vh" label={t('loadingPage')} />;
  }
  if (!application.data) return <LoadError error={application.error} onRetry={() => void application.refetch()} />;
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('pageTitle', { applicationIdentifier: application.data.applicationIdentifier })}
      </Title>
      <ReviewRemarksList applicationId={id} isSingleWindow={application.data.applicationType === 'SINGLE WINDOW'} />
    </Stack>
  );
}
