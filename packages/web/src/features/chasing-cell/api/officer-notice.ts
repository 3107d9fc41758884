/** A notice an officer raised: a shortfall or a fee intimation (GraphQL OfficerNotice). */
export type TOfficerNotice = {
  id: string;
  applicationId: string;
  applicationIdentifier: string;
  applicationType: string;
  approvalFor: string;
  status: string;
  ulbName: string;
  stageName: string | null;
  officerName: string | null;
  raisedOn: string;
  kind: string;
  outcome: string;
  isPaid: boolean;
};

export const OFFICER_NOTICE_FIELDS = `id applicationId applicationIdentifier applicationType approvalFor status ulbName
  stageName officerName raisedOn kind outcome isPaid`;
