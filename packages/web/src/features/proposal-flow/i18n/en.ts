/** The Proposal Flow drawer (namespace "proposal-flow"). */
export const proposalFlowEn = {
  title: 'Proposal Flow',
  loading: 'Loading proposal flow',
  reviewRemarks: 'Review Remarks',
  noData: 'NO DATA',
  entryTitle: '{{stage}} ({{level}})',
  dates: 'Due days: {{dueDays}} · File received: {{received}} · Forwarded: {{forwarded}}',
  status: 'Status: {{status}}',
  completedOn: 'Completed on: {{date}}',
};
