import type { TDetailViewKind } from '@anumati/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/errors/load-error';
import { useMeQuery } from '../../shared/officer/me.query';
import { DefaultDetails } from './default-details';
import { OccupancyAndWallDetails } from './occupancy-and-wall-details';
import { FieldPhotosSection } from '../field-photos';
import { LoadingSpace } from '../../shared/loading/loading-space';

export type TApplicationDetailsViewProps = { applicationId: string; kind: TDetailViewKind };

/**
 * The sections of one application for its kind: building or layout, occupancy, or compound wall (spec 2
 * §2.2–§2.4). Used by the detail screens and inside the review page's application tab.
 */
export function ApplicationDetailsView({ applicationId, kind }: TApplicationDetailsViewProps) {
  const { t } = useTranslation('application-details');
  const me = useMeQuery();
  if (me.error) return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  // The sections depend on the officer's role (spec 2 §6): wait for it rather than show a section then hide it.
  if (!me.data) {
    return <LoadingSpace mih={200} label={t('loading.details')} />;
  }
  const props = { applicationId, permissionLevel: me.data.permissionLevel };
  return (
    <Stack>
      {kind === 'DEFAULT' ? <DefaultDetails {...props} /> : <OccupancyAndWallDetails {...props} kind={kind} />}
      {/* Issue 53: what the inspector recorded on site, for the officers after them. */}
      <FieldPhotosSection applicationId={applicationId} />
    </Stack>
  );
}
