import type { TApplicationType, TStageKey } from '@anumati/domain';

/** Where, which types and stages, and the period of an officer report (GraphQL OfficerReportFilter). */
export type TOfficerReportFilter = {
  authorities?: string[];
  districts?: string[];
  ulbs?: string[];
  applicationTypes?: TApplicationType[];
  stages?: TStageKey[];
  startDate?: string;
  endDate?: string;
};
