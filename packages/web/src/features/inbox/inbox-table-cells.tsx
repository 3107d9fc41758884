import {
  applicationKindLabel,
  detailRoute,
  detailViewKindOf,
  dueDayColour,
  formatIndianNumber,
  indiaDueDay,
  isPastDanger,
  LIST_PAGE_SIZE,
  statusLabel,
} from '@anumati/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import { Link } from 'react-router';
import type { TInboxRecord } from '../../shared/application/applications-by-date-and-type-filter.query';
import type { TInboxState } from './use-inbox-state';
import type { TRowAction } from './use-post-verification-page';
import { VerifyLink } from './verify-link';
import { LoadingSpace } from '../../shared/loading/loading-space';

const formatDate = (value: string | null) => (value ? dayjs(value).format('DD-MM-YYYY') : '—');
/** A due date is the instant its limit runs out (the midnight ending the due day): shown as that last India day. */
const formatDueDay = (value: string | null) => (value ? dayjs(indiaDueDay(new Date(value))).format('DD-MM-YYYY') : '—');
const DUE_COLOURS = { red: 'red', orange: 'orange', green: 'green' } as const;
/**
 * About the height of a full page of the list (heading row, LIST_PAGE_SIZE rows, pagination bar): reserved while
 * the first page loads, so the rows arriving do not push the page down (issue 17 §4, no layout shift).
 * Afterwards the table is as tall as its rows.
 */
export const FULL_PAGE_HEIGHT = 64 + LIST_PAGE_SIZE * 52 + 56;

/**
 * A badge in a table cell that shows all of its text: Mantine's badge cuts its label with "…" when the table is
 * narrow (due dates read "20-10-…" and statuses "F…" on a 1366 px screen). A long status wraps onto two lines.
 * A coloured badge (the due day's bucket) tints its background and keeps its text dark: even shade 9 of orange
 * and green reads below 4.5:1 on its own tint (axe, line departments' inbox), and the date says the same.
 */
function CellBadge({ color, isWrapping, children }: { color?: string; isWrapping: boolean; children: string }) {
  return (
    <Badge
      variant="light"
      color={color}
      c={color ? 'dark.9' : undefined}
      styles={{
        root: { height: 'auto', overflow: 'visible', paddingBlock: 2 },
        label: {
          overflow: 'visible',
          whiteSpace: isWrapping ? 'normal' : 'nowrap',
          textAlign: 'center',
          lineHeight: 1.3,
        },
      }}
    >
      {children}
    </Badge>
  );
}

/** A file's tag beside its identifier (occupancy, revision, Show Cause), whole in either language, never cut. */
function RowTag({ color, children }: { color?: string; children: string }) {
  return (
    <Badge size="xs" color={color} style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>
      {children}
    </Badge>
  );
}

function ApplicationCell(props: { record: TInboxRecord; now: Date; onOpenFlow: (id: string) => void }) {
  const { record, onOpenFlow } = props;
  const { t } = useTranslation('inbox');
  const isPast = isPastDanger(record.dangerDate ? new Date(record.dangerDate) : null, props.now);
  // Two lines (issue 55 §4: rows of about 95 px let 4 files show at 1366 × 768): the urgency dot, the identifier
  // and the tags on the first, never broken; the applicant and View on the second.
  return (
    <Stack gap={0}>
      <Group gap={6} wrap="nowrap">
        {/* Spec 1 §4: the row flag is red once the danger date has passed, else green. */}
        <Badge
          size="xs"
          circle
          role="img"
          color={isPast ? 'red' : 'green'}
          aria-label={isPast ? t('row.pastDangerDate') : t('row.withinTime')}
          style={{ flexShrink: 0 }}
        >
          {' '}
        </Badge>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
          onClick={() => onOpenFlow(record.id)}
        >
          {record.applicationIdentifier}
        </Anchor>
        {record.applicationType === 'OCCUPANCY' && <RowTag>{t('row.occupancy')}</RowTag>}
        {record.additional === 'YES' && <RowTag color="grape">{record.additionalType ?? t('row.additional')}</RowTag>}
        {record.revision === 'YES' && <RowTag color="grape">{t('row.revision')}</RowTag>}
        {record.isShowCauseRaised && <RowTag color="red">{t('row.showCause')}</RowTag>}
      </Group>
      <Group gap={8} wrap="nowrap">
        <Text size="xs" c="gray.7" truncate maw="16em" title={record.applicant.applicantName}>
          {record.applicant.applicantName}
        </Text>
        {/* Decision: the identifier opens the Proposal Flow (spec 1 §2.6); View opens the application itself. */}
        <Anchor
          component={Link}
          to={detailRoute(detailViewKindOf(record), record.id)}
          size="xs"
          aria-label={t('row.viewApplication', { id: record.applicationIdentifier })}
        >
          {t('row.view')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Spec 1 §2.5: an empty Review tab shows an image: nothing is waiting for the officer. */
export function EmptyReview() {
  const { t } = useTranslation('inbox');
  return (
    <Stack align="center" gap={4} py="md">
      <svg width="72" height="72" viewBox="0 0 72 72" role="img" aria-label={t('table.nothingWaiting')}>
        <rect x="10" y="14" width="52" height="44" rx="6" fill="#e7f5ff" stroke="#1971c2" strokeWidth="2" />
        <path d="M24 36l8 8 16-16" fill="none" stroke="#1971c2" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Text size="sm">{t('table.noDataFound')}</Text>
    </Stack>
  );
}

/** The list's space while its first page loads (see hasShownList). */
export function FirstPageSpace() {
  return <LoadingSpace h={FULL_PAGE_HEIGHT} />;
}

/** A row's Action cell: a badge once its turn is sent on (as the statuses are), else the link that takes it. */
export function RowActionCell({ action }: { action: TRowAction }) {
  const { t } = useTranslation('inbox');
  // A badge: plain grey text read as a faded, disabled action (issue 18).
  if (action.kind === 'ALREADY_SUBMITTED') {
    return (
      <CellBadge color="green" isWrapping>
        {t('row.alreadySubmitted')}
      </CellBadge>
    );
  }
  return (
    <VerifyLink
      route={action.route}
      label={action.label}
      needsReminder={action.needsReminder}
      enableNotes={action.isVerify}
    />
  );
}

/** The list's columns (spec 1 §2.5): the Deemed tab adds its two dates, an officer who acts on the tab the Action. */
export function useInboxColumns(options: {
  state: TInboxState;
  showsAction: boolean;
  actionOf: (record: TInboxRecord) => TRowAction;
  onOpenFlow: (id: string) => void;
  /** The instant the due colours and danger flags are drawn for (useUrgencyClock). */
  now: Date;
}): DataTableColumn<TInboxRecord>[] {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const { state } = options;
  const columns: DataTableColumn<TInboxRecord>[] = [
    {
      accessor: 'serial',
      title: t('columns.serial'),
      render: (_, index) => (state.page - 1) * LIST_PAGE_SIZE + index + 1,
    },
    {
      accessor: 'applicationIdentifier',
      title: t('columns.applicationId'),
      render: (record) => <ApplicationCell record={record} now={options.now} onOpenFlow={options.onOpenFlow} />,
    },
    {
      accessor: 'receivedDate',
      noWrap: true,
      title: t('columns.receivedDate'),
      sortable: true,
      render: (record) => formatDate(record.receivedDate),
    },
    {
      accessor: 'assignedDate',
      noWrap: true,
      title: t('columns.assignedDate'),
      sortable: true,
      render: (record) => formatDate(record.assignedDate),
    },
    {
      accessor: 'applicationType',
      title: t('columns.applicationType'),
      // On one line: a kind broken over three lines made the row three lines tall (issue 55 §4); but for the
      // Deemed tab, whose two more date columns need the width (its files are few).
      noWrap: state.filter !== 'DEEMED',
      render: (record) => applicationKindLabel(record.applicationType, record.approvalFor, language),
    },
    {
      accessor: 'property.actualPlotArea',
      title: t('columns.plotArea'),
      render: (record) => formatIndianNumber(record.property.actualPlotArea, language, 2),
    },
    {
      accessor: 'dueDate',
      title: t('columns.dueDate'),
      noWrap: true,
      render: (record) =>
        record.dueDate ? (
          <CellBadge color={DUE_COLOURS[dueDayColour(new Date(record.dueDate), options.now)]} isWrapping={false}>
            {formatDueDay(record.dueDate)}
          </CellBadge>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      render: (record) => (
        <CellBadge isWrapping>{statusLabel(record.status, record.applicationType, language)}</CellBadge>
      ),
    },
  ];
  if (state.filter === 'DEEMED') {
    // Spec 1 §2.5: the Deemed tab adds the deemed date and the deemed action due date.
    columns.push(
      {
        accessor: 'deemedDate',
        title: t('columns.deemedDate'),
        noWrap: true,
        render: (record) => formatDate(record.deemedDate),
      },
      {
        accessor: 'deemedDueDate',
        title: t('columns.deemedActionDueDate'),
        noWrap: true,
        render: (record) => formatDueDay(record.deemedDueDate),
      },
    );
  }
  if (options.showsAction) {
    columns.push({
      accessor: 'action',
      title: t('columns.action'),
      render: (record) => <RowActionCell action={options.actionOf(record)} />,
    });
  }
  return columns;
}
