import { formatCoordinatePair, type TLatLng } from '@anumati/domain';
import { Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';

/** Spec 2 §2.6: a table of comma-separated latitude,longitude pairs. */
export function CoordinatesTable({
  title,
  points,
  emptyText,
}: {
  title: string;
  points: TLatLng[];
  emptyText: string;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {points.length === 0 ? (
        <Text size="sm">{emptyText}</Text>
      ) : (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>S.No</Table.Th>
              <Table.Th>Latitude,Longitude</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {points.map((point, index) => (
              <Table.Tr key={index}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{formatCoordinatePair(point)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * The officer's coordinates while none are saved (spec 2 §2.6: editable only then): one "latitude,longitude" row
 * per corner; the ring is closed when it is saved.
 */
export function OfficerCoordinatesEditor({ rows, onChange }: { rows: string[]; onChange: (rows: string[]) => void }) {
  const onRowChange = (index: number, value: string) => onChange(rows.map((row, at) => (at === index ? value : row)));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Officer Coordinates
      </Title>
      <Table aria-label="Officer Coordinates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>S.No</Table.Th>
            <Table.Th>Latitude,Longitude</Table.Th>
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Officer point ${index + 1} (latitude,longitude)`}
                  value={row}
                  onChange={(event) => onRowChange(index, event.currentTarget.value)}
                  size="xs"
                />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  aria-label={`Remove point ${index + 1}`}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...rows, ''])}>
          Add Point
        </Button>
      </Group>
    </Stack>
  );
}
