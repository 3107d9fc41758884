import { formatCoordinatePair, type TLatLng } from '@anumati/domain';
import { Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('map');
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
              <Table.Th>{t('coordinates.serialNumber')}</Table.Th>
              <Table.Th>{t('coordinates.latitudeLongitude')}</Table.Th>
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
  const { t } = useTranslation('map');
  const onRowChange = (index: number, value: string) => onChange(rows.map((row, at) => (at === index ? value : row)));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('coordinates.officer')}
      </Title>
      <Table aria-label={t('coordinates.officer')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('coordinates.serialNumber')}</Table.Th>
            <Table.Th>{t('coordinates.latitudeLongitude')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('coordinates.remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('coordinates.officerPoint', { number: index + 1 })}
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
                  aria-label={t('coordinates.removePoint', { number: index + 1 })}
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                >
                  {t('coordinates.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...rows, ''])}>
          {t('coordinates.addPoint')}
        </Button>
      </Group>
    </Stack>
  );
}
