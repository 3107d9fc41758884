import type { TDetailViewKind } from '@anumati/domain';
import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/errors/load-error';
import { useMeQuery } from '../../shared/officer/me.query';
import { DefaultDetails } from './default-details';
import { OccupancyAndWallDetails } from './occupancy-and-wall-details';
import { FieldPhotosSection } from '../field-photos';

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
    return (
      <Center mih={200}>
        <Loader role="status" aria-label={t('loading.details')} />
      </Center>
    );
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
