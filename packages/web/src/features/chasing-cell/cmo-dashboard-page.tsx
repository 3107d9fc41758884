import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ReportPageFrame } from '../reports/report-page-frame';
import { useStageDelaysQuery } from './api/stage-delays.query';
import { FeePaymentsTable, ProcessingTable } from './officer-tables';
import { useOfficerReportFilter } from './use-officer-report-filter';

/**
 * /cmo-dashboard: a card per department (each verification stage of the municipality, and each line department:
 * files received, cleared, pending, pending past due), the processing leaderboard (ULBs by decisions within their
 * limit) and the revenue leaderboard (ULBs by fees paid on their fee intimations).
 */
export function CmoDashboardPage() {
  const report = useOfficerReportFilter({ defaultPeriod: 'year' });
  const stages = useStageDelaysQuery({ filter: report.filter }, { isEnabled: report.isReady });
  return (
    <ReportPageFrame title="CMO Dashboard" state={report.state} controls={report.controls}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} role="list" aria-label="Departments">
        {(stages.data ?? []).map((stage) => (
          <Paper key={stage.stageName} withBorder p="md" role="listitem">
            <Stack gap={4}>
              <Text fw={700} size="sm">
                {stage.stageName}
              </Text>
              <Group gap="xs">
                <Badge variant="light">Received {stage.received}</Badge>
                <Badge variant="light" color="green">
                  Cleared {stage.cleared}
                </Badge>
                <Badge variant="light" color="blue">
                  Pending {stage.pending}
                </Badge>
                <Badge variant="light" color="red">
                  Past due {stage.pendingPastDue}
                </Badge>
              </Group>
              <Text size="xs" c="gray.7">
                Average {stage.averageDays ?? 0} days a file
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <ProcessingTable filter={report.filter} isEnabled={report.isReady} />
      <FeePaymentsTable filter={report.filter} isEnabled={report.isReady} />
    </ReportPageFrame>
  );
}
