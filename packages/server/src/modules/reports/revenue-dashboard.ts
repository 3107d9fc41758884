import {
  canReadRevenueFigures,
  feeRevenueOf,
  processKindOf,
  REPORT_MESSAGES,
  sumFeeRevenue,
  type TApplicationType,
  type TFeeRevenue,
  type TOfficerReportQuery,
} from '@anumati/domain';
import { AppError } from '../../graphql/app-error';
import { findFeeRevenueFiles } from '../fees';
import type { TSignedInOfficer } from '../officer';
import { criteriaOf } from './officer-report-criteria';
import type { TReportsContext } from './report-places';

/** Files the Revenue Dashboard reads at once: the fee breakups of a state's files do not fit in memory together. */
const REVENUE_BATCH = 5000;

/**
 * The Revenue Dashboard: per ULB and application type, the files with a fee and their fees intimated, paid,
 * pending and adjusted (domain feeRevenueOf, computed here, never in SQL), with the totals; files applied for
 * in the period when one is given. Its four roles and the report offices read it over their dashboard scope.
 */
export async function revenue(context: TReportsContext, officer: TSignedInOfficer, query: TOfficerReportQuery) {
  if (!canReadRevenueFigures(officer)) throw new AppError('FORBIDDEN', REPORT_MESSAGES.noRevenue);
  const { criteria, placeById } = await criteriaOf(context, officer, query, 'DASHBOARDS');
  type TGroup = { ulbId: number; applicationType: TApplicationType; files: number; figures: TFeeRevenue };
  const groups = new Map<string, TGroup>();
  // Batch by batch, each batch's figures added to its groups' sums and let go.
  let afterId = 0;
  let isRead = criteria.ulbIds?.length === 0;
  while (!isRead) {
    const files = await findFeeRevenueFiles(context.db, criteria, { afterId, limit: REVENUE_BATCH });
    for (const file of files) {
      const key = `${file.ulbId}/${file.applicationType}`;
      const group = groups.get(key) ?? {
        ulbId: file.ulbId,
        applicationType: file.applicationType,
        files: 0,
        figures: sumFeeRevenue([]),
      };
      const figures = feeRevenueOf({ ...file, processKind: processKindOf(file.applicationType, file.approvalFor) });
      groups.set(key, { ...group, files: group.files + 1, figures: sumFeeRevenue([group.figures, figures]) });
    }
    isRead = files.length < REVENUE_BATCH;
    afterId = files.at(-1)?.applicationId ?? afterId;
  }
  const rows = [...groups.values()]
    .map((group) => ({
      ulbName: placeById.get(group.ulbId)?.ulbName ?? '',
      district: placeById.get(group.ulbId)?.districtName ?? '',
      applicationType: group.applicationType,
      files: group.files,
      ...group.figures,
    }))
    .sort((a, b) => a.ulbName.localeCompare(b.ulbName) || a.applicationType.localeCompare(b.applicationType));
  const files = rows.reduce((total, row) => total + row.files, 0);
  return { rows, total: { files, ...sumFeeRevenue(rows) } };
}
