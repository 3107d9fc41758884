import { detailRoute, detailViewKindOf, reviewRoute, type TDetailViewKind } from '@anumati/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useApplicationViewQuery } from './api/application-view.query';
import { useCompoundWallShowQuery } from './api/compound-wall-show.query';
import { useOccupancyShowQuery } from '../../shared/application/occupancy-show.query';
import { ApplicationDetailsView } from './application-details-view';
import { isFromVerification } from '../../shared/application/detail-origin';

/**
 * /application-details/{id}, /application-details/occ/{id} and /compoundWall-application-details/CW/{id}
 * (spec 2 §2.1). A building-plan route opened for an occupancy or compound-wall file moves to that file's own
 * screen. Minimize shows when the officer came from a verification page, and goes back there; a link leads to
 * the file's review page.
 */
export function ApplicationDetailsPage({ kind }: { kind: TDetailViewKind }) {
  const { t } = useTranslation('application-details');
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The same calls the view makes (answered once, from the cache): the header names the file.
  const view = useApplicationViewQuery(id, kind === 'DEFAULT');
  const occupancy = useOccupancyShowQuery(id, kind === 'OCCUPANCY');
  const wall = useCompoundWallShowQuery(id, kind === 'COMPOUND_WALL');
  const appData = (view.data ?? occupancy.data ?? wall.data)?.app_data;

  if (appData && kind === 'DEFAULT') {
    const actual = detailViewKindOf({ applicationType: appData.application_type, approvalFor: appData.approval_for });
    if (actual !== kind) return <Navigate to={detailRoute(actual, id)} replace state={location.state} />;
  }
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Title order={1} size="h3">
            {t(`page.titles.${kind}`)}
          </Title>
          {appData && (
            <Text c="gray.7" size="sm">
              {appData.application_identifier}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          {/* Spec 2 §2.1: the review page shows the same file with its review remarks and note sheet. */}
          <Anchor component={Link} to={reviewRoute(kind, id)} size="sm">
            {t('page.reviewPage')}
          </Anchor>
          {isFromVerification(location.state) && (
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('page.minimize')}
            </Button>
          )}
        </Group>
      </Group>
      <ApplicationDetailsView applicationId={id} kind={kind} />
    </Stack>
  );
}
