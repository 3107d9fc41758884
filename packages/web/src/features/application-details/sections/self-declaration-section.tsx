import { DETAIL_MESSAGES } from '@anumati/domain';
import { List, Text } from '@mantine/core';

/** Self Declaration: the statements the applicant certified; none reads "Single Window Not found" (spec 2 §2.5). */
export function SelfDeclarationSection({ statements }: { statements: readonly string[] }) {
  if (statements.length === 0) return <Text size="sm">{DETAIL_MESSAGES.singleWindowNotFound}</Text>;
  return (
    <List type="ordered" spacing={4} size="sm" aria-label="Self declaration">
      {statements.map((statement) => (
        <List.Item key={statement}>{statement}</List.Item>
      ))}
    </List>
  );
}
