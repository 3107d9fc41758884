import { Stack, Text, Title } from '@mantine/core';

/** Where the chasing cell lands (spec 1 §2.2). The report itself, on real figures, comes with the reports issue. */
export function SummaryReportPage() {
  return (
    <Stack>
      <Title order={1} size="h3">
        Analytics for Summary Report
      </Title>
      <Text c="gray.7">The summary report is not available in this version of the console yet.</Text>
    </Stack>
  );
}
